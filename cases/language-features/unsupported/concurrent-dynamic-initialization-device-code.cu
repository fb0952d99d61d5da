/*---
section: I.1
clause: features.cxx11.concurrent-dynamic-initialization
description: "A function-local static with a dynamic initializer in a __device__ function is rejected (no nvcc version in Table 12; I.4.9.4)"
verdict: error
std: c++11
note: "I.4.9.4: a static variable in device code is implicitly __device__ and has the initialization restrictions of __device__ variables, which exclude dynamic initialization."
---*/
__device__ int make_seed(int v) { return v * 7; }

__device__ int seed(int v) {
  static int s = make_seed(v);  // expect-error
  return s;
}

__global__ void kernel(int* out, int v) { *out = seed(v); }
