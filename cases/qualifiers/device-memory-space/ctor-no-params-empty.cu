/*---
section: I.4.3.1
clause: memspace.empty-ctor.no-params-empty-body
description: A user-provided constructor with no parameters, no initializers and an empty body is empty.
verdict: ok
---*/
struct S {
  int v;
  float w;
  __host__ __device__ S() {}
};

__device__ S d;
__managed__ S m;
