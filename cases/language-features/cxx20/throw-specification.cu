/*---
section: I.3
clause: features.cxx20.throw-specification-removed
description: "throw() on a __device__ function under C++20, which removed it, is rejected"
since: "12.0"
verdict: error
std: c++20
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0. C++20 removed the throw() exception specification ([diff.cpp17.except], P0619R4); noexcept-specifier is only noexcept or noexcept(expr)."
tags: [beyond-guide]
---*/
__device__ int twice(int v) throw() {  // expect-error
  return v * 2;
}

__global__ void kernel(int* out, int x) { *out = twice(x); }
