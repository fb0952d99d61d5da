/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "The body of a __host__ __device__ function is also compiled without __CUDA_ARCH__, so a reference there is present when __CUDA_ARCH__ is undefined."
verdict: error
requires: {toolchains: [nvcc, clang, checker]}
std: c++14
---*/
__device__ auto fn1(int x) { return x; }
__host__ __device__ int hd() {
  decltype(fn1(1)) x = 0; // expect-error
  return x;
}
