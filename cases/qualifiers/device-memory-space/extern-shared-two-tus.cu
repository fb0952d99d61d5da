/*---
section: I.4.3.1
clause: memspace.extern-separate-compilation
description: A namespace-scope __shared__ array defined in one translation unit is reachable through an extern declaration in another.
verdict: ok
phase: link
requires: {rdc: true}
tus: 2
---*/
#if CUCONFORM_TU == 1
extern __shared__ int tile[32];

__global__ void kern(int *out)
{
  tile[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = tile[31 - threadIdx.x];
}

int main(void)
{
  kern<<<1, 32>>>(nullptr);
  return 0;
}
#else
__shared__ int tile[32];
#endif
