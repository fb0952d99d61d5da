/*---
section: I.4.3.1
clause: memspace.empty-ctor.members
description: A class without a user constructor whose member has a non-empty constructor has a non-trivial, non-empty implicit constructor.
verdict: error
---*/
struct M {
  int m;
  __host__ __device__ M() { m = 2; }
};

struct S {
  int v;
  M member;
};

__device__ S d;  // expect-error
