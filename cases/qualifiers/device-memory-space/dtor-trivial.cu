/*---
section: I.4.3.1
clause: memspace.empty-dtor.trivial
description: A class with an empty user-provided constructor and an implicit trivial destructor can be the type of a __device__ variable.
verdict: ok
---*/
struct S {
  int v;
  __host__ __device__ S() {}
};

__device__ S d;
__constant__ S c;
