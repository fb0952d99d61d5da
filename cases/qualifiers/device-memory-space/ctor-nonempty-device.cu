/*---
section: I.4.3.1
clause: memspace.empty-ctor-dtor
description: A __device__ variable of a class whose constructor body is not empty is rejected.
verdict: error
---*/
struct S {
  int v;
  __host__ __device__ S() { v = 1; }
};

__device__ S d;  // expect-error
