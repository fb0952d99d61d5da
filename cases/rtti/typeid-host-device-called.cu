/*---
section: I.4.6
clause: rtti.no-typeid-device
description: A __host__ __device__ function using typeid, called from a kernel, is rejected.
verdict: error
---*/
#include <typeinfo>

__host__ __device__ bool same_type(int a, long b)
{
  return typeid(a) == typeid(b);  // expect-error
}

__global__ void kern(bool *out)
{
  *out = same_type(1, 2L);
}
