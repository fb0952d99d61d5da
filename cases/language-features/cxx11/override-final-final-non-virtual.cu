/*---
section: I.1
clause: features.cxx11.override-final-misuse
description: "final on a non-virtual __device__ member function is rejected"
since: "7.0"
verdict: error
std: c++11
---*/
struct S {
  __device__ int f() final { return 1; }  // expect-error
};

__global__ void kernel(int* out) {
  S s;
  *out = s.f();
}
