/*---
section: I.4.3.1
clause: memspace.empty-ctor.no-virtual-no-nsdmi
description: A class with a virtual function has no empty constructor, even with an empty user-provided one.
verdict: error
---*/
struct S {
  int v;
  __host__ __device__ S() {}
  __host__ __device__ virtual int get() { return v; }
};

__device__ S d;  // expect-error
