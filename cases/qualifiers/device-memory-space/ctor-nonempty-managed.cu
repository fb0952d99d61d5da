/*---
section: I.4.3.1
clause: memspace.empty-ctor-dtor
description: A __managed__ variable of a class with a non-empty constructor is rejected.
verdict: error
---*/
struct S {
  int v;
  __host__ __device__ S() { v = 1; }
};

__managed__ S m;  // expect-error
