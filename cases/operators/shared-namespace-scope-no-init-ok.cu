/*---
section: I.4.5.1
clause: operator.shared-no-initializer
description: A namespace-scope __shared__ array without initializer is fine.
verdict: ok
---*/
__shared__ float tile[64];

__global__ void kern(float *out)
{
  tile[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = tile[63 - threadIdx.x];
}
