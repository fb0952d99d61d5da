/*---
section: I.4.3.1
clause: memspace.empty-dtor.no-virtual
description: A virtual destructor (the class then has a virtual function) is not empty.
verdict: error
---*/
struct S {
  int v;
  __host__ __device__ virtual ~S() {}
};

__device__ S d;  // expect-error
