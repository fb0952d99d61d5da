/*---
section: I.3
clause: features.cxx20.constraints-enforced
description: "An abbreviated __host__ __device__ function template with a concept-constrained auto parameter, called with a satisfying type"
since: "12.0"
verdict: ok
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
template <typename T>
concept Arith = requires(T a, T b) { a + b; a * b; };
__host__ __device__ auto fma_like(Arith auto a, Arith auto b) { return a * b + a; }
__global__ void kern(double *p) { *p = fma_like(*p, 2.0); }
