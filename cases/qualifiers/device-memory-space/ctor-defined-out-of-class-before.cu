/*---
section: I.4.3.1
clause: memspace.empty-ctor.defined
description: A constructor defined out of class with an empty body before the variable definition is empty.
verdict: ok
---*/
struct S {
  int v;
  __host__ __device__ S();
  __host__ __device__ ~S();
};

__host__ __device__ S::S() {}
__host__ __device__ S::~S() {}

__device__ S d;
__constant__ S c;
