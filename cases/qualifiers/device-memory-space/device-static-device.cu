/*---
section: I.4.3.1
clause: memspace.no-device-automatic
description: A static __device__ variable in a __device__ function is allowed.
verdict: ok
---*/
__device__ int next_id(void)
{
  static __device__ int counter;
  return atomicAdd(&counter, 1);
}

__global__ void kern(int *out)
{
  out[threadIdx.x] = next_id();
}
