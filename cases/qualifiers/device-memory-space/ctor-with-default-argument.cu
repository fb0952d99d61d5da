/*---
section: I.4.3.1
clause: memspace.empty-ctor.no-params-empty-body
description: A default constructor whose only parameter has a default argument has a parameter, so it is not empty.
verdict: error
---*/
struct S {
  int v;
  __host__ __device__ S(int x = 0) {}
};

__device__ S d;  // expect-error
