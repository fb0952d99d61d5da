/*---
section: I.4.3.1
clause: memspace.no-device-automatic
description: An automatic __shared__ variable in a __device__ function is allowed.
verdict: ok
---*/
__device__ int block_sum(int v)
{
  __shared__ int acc;
  if (threadIdx.x == 0) acc = 0;
  __syncthreads();
  atomicAdd(&acc, v);
  __syncthreads();
  return acc;
}
