/*---
section: I.4.3.1
clause: memspace.no-device-automatic
description: A block-scope extern __device__ declaration in a kernel is allowed.
verdict: ok
---*/
__device__ int g = 3;

__global__ void kern(int *out)
{
  extern __device__ int g;
  *out = g;
}
