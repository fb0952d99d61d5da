/*---
section: I.4.3.1
clause: memspace.empty-dtor.empty-body
description: A user-provided destructor with an empty body is empty.
verdict: ok
---*/
struct S {
  int v;
  __host__ __device__ ~S() {}
};

__device__ S d;
__constant__ S c;
__managed__ S m;
