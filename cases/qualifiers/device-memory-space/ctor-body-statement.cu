/*---
section: I.4.3.1
clause: memspace.empty-ctor.no-params-empty-body
description: A constructor whose body contains a statement is not empty.
verdict: error
---*/
struct S {
  int v;
  __host__ __device__ S() { v = 0; }
};

__device__ S d;  // expect-error
