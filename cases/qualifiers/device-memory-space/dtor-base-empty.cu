/*---
section: I.4.3.1
clause: memspace.empty-dtor.bases
description: A class whose bases have empty destructors has an empty destructor.
verdict: ok
---*/
struct B {
  int b;
  __host__ __device__ ~B() {}
};

struct S : B {
  __host__ __device__ ~S() {}
};

__device__ S d;
