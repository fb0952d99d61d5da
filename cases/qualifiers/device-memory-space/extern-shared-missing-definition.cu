/*---
section: I.4.3.1
clause: memspace.extern-missing-definition
description: nvlink reports an error when an extern __shared__ array of known size has no definition.
verdict: error
phase: link
flags: ["-rdc=true"]
requires: {rdc: true}
diagnostics:
  - severity: error
    tool: nvlink
    regex: "missing_tile"
---*/
extern __shared__ int missing_tile[32];

__global__ void kern(int *out)
{
  missing_tile[threadIdx.x] = 1;
  __syncthreads();
  out[threadIdx.x] = missing_tile[0];
}

int main(void)
{
  kern<<<1, 32>>>(nullptr);
  return 0;
}
