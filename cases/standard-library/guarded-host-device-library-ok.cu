/*---
section: I.4.8
clause: stdlib.host-only
description: "A __host__ __device__ function that uses std::string only when __CUDA_ARCH__ is undefined compiles for both sides."
verdict: ok
std: c++17
---*/
#include <string>

__host__ __device__ int name_len(void)
{
#ifndef __CUDA_ARCH__
  return (int)std::string("host").size();
#else
  return 6;
#endif
}

__global__ void kern(int *out)
{
  *out = name_len();
}
