/*---
section: I.3
clause: features.cxx17.dynamic-exception-specifications-removed
description: "A dynamic exception specification naming a type on a __device__ function is rejected under C++17 (P0003R5)"
since: "11.0"
verdict: error
std: c++17
note: "C++17 keeps throw() as a synonym of noexcept(true) (removed in C++20); throw(type-list) is gone. I.4.7 restricts exception specifications of __global__ functions only."
---*/
__device__ int twice(int v) throw(int) {  // expect-error
  return v * 2;
}

__global__ void kernel(int* out, int x) { *out = twice(x); }
