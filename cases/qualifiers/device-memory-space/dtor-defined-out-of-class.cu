/*---
section: I.4.3.1
clause: memspace.empty-dtor.defined
description: A destructor defined out of class with an empty body before the variable is empty.
verdict: ok
---*/
struct S {
  int v;
  __host__ __device__ ~S();
};

__host__ __device__ S::~S() {}

__device__ S d;
