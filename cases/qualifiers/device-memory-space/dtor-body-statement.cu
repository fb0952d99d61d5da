/*---
section: I.4.3.1
clause: memspace.empty-dtor.empty-body
description: A destructor whose body contains a statement is not empty.
verdict: error
---*/
struct S {
  int v;
  __host__ __device__ ~S() { v = -1; }
};

__device__ S d;  // expect-error
