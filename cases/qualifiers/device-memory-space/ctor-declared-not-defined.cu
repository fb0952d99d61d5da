/*---
section: I.4.3.1
clause: memspace.empty-ctor.defined
description: A constructor that is declared but never defined in the translation unit is not empty.
verdict: error
---*/
struct S {
  int v;
  __host__ __device__ S();
};

__device__ S d;  // expect-error
