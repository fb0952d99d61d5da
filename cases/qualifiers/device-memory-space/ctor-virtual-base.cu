/*---
section: I.4.3.1
clause: memspace.empty-ctor.no-virtual-no-nsdmi
description: A class with a virtual base class has no empty constructor.
verdict: error
---*/
struct B {
  int b;
};

struct S : virtual B {
  int v;
  __host__ __device__ S() {}
};

__device__ S d;  // expect-error
