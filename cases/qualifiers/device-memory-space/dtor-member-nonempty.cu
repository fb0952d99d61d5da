/*---
section: I.4.3.1
clause: memspace.empty-dtor.members
description: A data member of class type with a non-empty destructor makes the destructor non-empty.
verdict: error
---*/
struct M {
  int m;
  __host__ __device__ ~M() { m = 0; }
};

struct S {
  M member;
  __host__ __device__ ~S() {}
};

__device__ S d;  // expect-error
