/*---
section: I.4.3.1
clause: memspace.extern-missing-definition
description: nvlink reports an error when an extern __device__ variable used in device code has no definition.
verdict: error
phase: link
flags: ["-rdc=true"]
requires: {rdc: true}
diagnostics:
  - severity: error
    tool: nvlink
    regex: "missing_dev"
---*/
extern __device__ int missing_dev;

__global__ void kern(int *out)
{
  *out = missing_dev;
}

int main(void)
{
  kern<<<1, 1>>>(nullptr);
  return 0;
}
