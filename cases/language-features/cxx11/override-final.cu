/*---
section: I.1
clause: features.cxx11.override-final-misuse
description: "override on a __device__ member function that overrides nothing is rejected"
since: "7.0"
verdict: error
std: c++11
---*/
struct Base {
  __device__ virtual int f(int v) const { return v; }
};
struct Derived : Base {
  __device__ int f(long v) const override { return 2; }  // expect-error
};

__global__ void kernel(int* out) {
  Derived d;
  *out = d.f(1L);
}
