/*---
section: I.4.3.1
clause: memspace.empty-ctor.members
description: Data members (and arrays of them) whose class has an empty default constructor keep the constructor empty.
verdict: ok
---*/
struct M {
  int m;
  __host__ __device__ M() {}
};

struct S {
  M one;
  M many[3];
  int plain;
  __host__ __device__ S() {}
};

__device__ S d;
__managed__ S m;
