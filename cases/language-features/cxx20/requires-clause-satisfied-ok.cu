/*---
section: I.3
clause: features.cxx20.constraints-enforced
description: "A __device__ function template with a requires-clause, called with a type that satisfies it"
since: "12.0"
verdict: ok
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
template <typename T>
  requires(sizeof(T) == 4)
__device__ T flip(T v) { return -v; }
__global__ void kern(float *p) { *p = flip(*p); }
