/*---
section: I.4.3.1
clause: memspace.empty-ctor-dtor
description: "A user-provided constructor and destructor with empty bodies are empty: a __device__ variable of the class is fine."
verdict: ok
---*/
struct S {
  int v;
  __host__ __device__ S() {}
  __host__ __device__ ~S() {}
};

__device__ S d;
__constant__ S c;
__managed__ S m;

__global__ void kern(int *out)
{
  __shared__ S s;
  s.v = d.v + c.v + m.v;
  *out = s.v;
}
