/*---
section: I.4.7
clause: exception.no-device
description: A __host__ __device__ function that throws only when __CUDA_ARCH__ is undefined compiles for both sides.
verdict: ok
---*/
__host__ __device__ int at(const int *a, int n, int i)
{
  if (i >= n) {
#ifndef __CUDA_ARCH__
    throw i;
#else
    return -1;
#endif
  }
  return a[i];
}

__global__ void kern(const int *a, int *out)
{
  *out = at(a, 4, 2);
}
