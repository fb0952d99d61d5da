/*---
section: I.4.3.1
clause: memspace.empty-ctor.no-virtual-no-nsdmi
description: "An initializer on a static const data member is not a non-static data member initializer: the constructor stays empty."
verdict: ok
---*/
struct S {
  static const int capacity = 8;
  int v[capacity];
  __host__ __device__ S() {}
};

__device__ S d;
