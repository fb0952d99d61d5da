/*---
section: I.4.3.1
clause: memspace.empty-ctor.bases
description: A non-empty default constructor two levels up the hierarchy makes the constructor non-empty.
verdict: error
---*/
struct A {
  int a;
  __host__ __device__ A() { a = 1; }
};

struct B : A {
  __host__ __device__ B() {}
};

struct S : B {
  __host__ __device__ S() {}
};

__managed__ S m;  // expect-error
