/*---
section: I.4.6
clause: rtti.no-typeid-device
description: A __host__ __device__ function using typeid, called from a kernel, is diagnosed.
verdict: diagnose
---*/
#include <typeinfo>

__host__ __device__ bool same_type(int a, long b)
{
  return typeid(a) == typeid(b);  // expect-diag
}

__global__ void kern(bool *out)
{
  *out = same_type(1, 2L);
}
