/*---
section: I.4.6
clause: rtti.no-typeid-device
description: A __host__ __device__ function that uses typeid only when __CUDA_ARCH__ is undefined compiles for both sides.
verdict: ok
---*/
#include <typeinfo>

__host__ __device__ int kind(int x)
{
#ifndef __CUDA_ARCH__
  return typeid(x) == typeid(int) ? 1 : 0;
#else
  return 1;
#endif
}

__global__ void kern(int *out)
{
  *out = kind(3);
}
