/*---
section: I.4.3.1
clause: memspace.empty-ctor.members
description: "A pointer to a class with a non-empty constructor is not a member of class type: the constructor stays empty."
verdict: ok
---*/
struct M {
  int m;
  __host__ __device__ M() { m = 1; }
};

struct S {
  M *ptr;
  __host__ __device__ S() {}
};

__device__ S d;
