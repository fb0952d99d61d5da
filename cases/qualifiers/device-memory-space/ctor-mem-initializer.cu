/*---
section: I.4.3.1
clause: memspace.empty-ctor.no-params-empty-body
description: A constructor with a non-empty mem-initializer list is not empty.
verdict: error
---*/
struct S {
  int v;
  __host__ __device__ S() : v(0) {}
};

__constant__ S c;  // expect-error
