/*---
section: I.4.3.1
clause: memspace.empty-ctor.defined
description: A constructor defined (empty) only after the variable definition is not yet defined at the variable's point, so it is not empty there.
verdict: error
---*/
struct S {
  int v;
  __host__ __device__ S();
};

__device__ S d;  // expect-error

__host__ __device__ S::S() {}
