/*---
section: I.4.3.1
clause: memspace.empty-ctor.no-virtual-no-nsdmi
description: A class with a non-static data member initializer has no empty constructor, even if the user-provided one is written empty.
verdict: error
---*/
struct S {
  int v = 42;
  __host__ __device__ S() {}
};

__constant__ S c;  // expect-error
