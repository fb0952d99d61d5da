/*---
section: I.3
clause: features.cxx20.modules-not-supported
description: "import as the name of a __device__ function and module as a parameter name"
since: "12.0"
verdict: ok
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
__device__ int import(int module) { return module * 2; }
__global__ void kern(int *p) { *p = import(*p); }
