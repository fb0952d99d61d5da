/*---
section: I.4.3.1
clause: memspace.empty-dtor.bases
description: A class whose base class has a non-empty destructor has no empty destructor.
verdict: error
---*/
struct B {
  int b;
  __host__ __device__ ~B() { b = 0; }
};

struct S : B {
  __host__ __device__ ~S() {}
};

__device__ S d;  // expect-error
