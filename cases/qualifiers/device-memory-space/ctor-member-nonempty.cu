/*---
section: I.4.3.1
clause: memspace.empty-ctor.members
description: A data member of class type with a non-empty default constructor makes the constructor non-empty.
verdict: error
---*/
struct M {
  int m;
  __host__ __device__ M() : m(1) {}
};

struct S {
  M member;
  __host__ __device__ S() {}
};

__device__ S d;  // expect-error
