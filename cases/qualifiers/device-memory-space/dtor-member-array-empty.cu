/*---
section: I.4.3.1
clause: memspace.empty-dtor.members
description: An array data member of a class with an empty destructor keeps the destructor empty.
verdict: ok
---*/
struct M {
  int m;
  __host__ __device__ ~M() {}
};

struct S {
  M many[2];
  __host__ __device__ ~S() {}
};

__device__ S d;
