/*---
section: I.4.3.1
clause: memspace.empty-ctor.members
description: A data member that is an array of a class with a non-empty default constructor makes the constructor non-empty.
verdict: error
---*/
struct M {
  int m;
  __host__ __device__ M() { m = 1; }
};

struct S {
  M members[4];
  __host__ __device__ S() {}
};

__constant__ S c;  // expect-error
