/*---
section: I.3
clause: features.cxx20.constinit-requires-constant-initialization
description: "A constinit function-scope static initialized from a parameter in a __device__ function is rejected"
since: "12.0"
verdict: error
std: c++20
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0."
tags: [beyond-guide]
---*/
__device__ int next(int x) {
  static constinit int base = x;  // expect-error
  return base;
}

__global__ void kernel(int* out, int x) { *out = next(x); }
