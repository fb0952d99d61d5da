/*---
section: I.1
clause: features.cxx11.override-final-misuse
description: "Overriding a __device__ virtual function declared final is rejected"
since: "7.0"
verdict: error
std: c++11
---*/
struct Base {
  __device__ virtual int f() const final { return 1; }
};
struct Derived : Base {
  __device__ int f() const { return 2; }  // expect-error
};

__global__ void kernel(int* out) { *out = Derived().f(); }
