/*---
section: I.4.3.1
clause: memspace.empty-ctor.bases
description: A class whose base class has a non-empty default constructor has no empty constructor.
verdict: error
---*/
struct B {
  int b;
  __host__ __device__ B() : b(1) {}
};

struct S : B {
  int v;
  __host__ __device__ S() {}
};

__device__ S d;  // expect-error
