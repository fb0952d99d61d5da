/*---
section: I.3
clause: features.cxx20.consteval-constant-arguments
description: "A consteval __device__ function called with a template parameter from a __device__ function template (a constant expression)"
since: "12.0"
verdict: ok
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
__device__ consteval int cube(int v) { return v * v * v; }
template <int N> __device__ int scaled(int x) { return x * cube(N); }
__global__ void kern(int *p) { *p = scaled<3>(*p); }
