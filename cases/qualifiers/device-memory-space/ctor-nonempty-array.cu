/*---
section: I.4.3.1
clause: memspace.empty-ctor-dtor
description: A __device__ array of a class with a non-empty constructor is rejected.
verdict: error
note: "The variable's type is an array of the class; its definition still runs the non-empty constructor for each element."
---*/
struct S {
  int v;
  __host__ __device__ S() : v(7) {}
};

__device__ S arr[4];  // expect-error
