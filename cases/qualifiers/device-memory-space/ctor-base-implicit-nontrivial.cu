/*---
section: I.4.3.1
clause: memspace.empty-ctor.bases
description: A base whose implicit default constructor is non-trivial because of a member initializer makes the derived constructor non-empty.
verdict: error
---*/
struct B {
  int b = 3;
};

struct S : B {
  __host__ __device__ S() {}
};

__device__ S d;  // expect-error
