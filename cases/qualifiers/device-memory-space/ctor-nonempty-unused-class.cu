/*---
section: I.4.3.1
clause: memspace.empty-ctor-dtor
description: A class with a non-empty constructor is fine as long as no memory-space variable has its type.
verdict: ok
---*/
struct S {
  int v;
  __host__ __device__ S() : v(7) {}
};

S host_object;

__global__ void kern(int *out)
{
  S local;
  *out = local.v;
}
