/*---
section: I.3
clause: features.cxx17.dynamic-exception-specifications-removed
description: "throw() on a __device__ function under -std=c++17 (still a synonym of noexcept(true))"
verdict: ok
std: c++17
---*/
__device__ int id(int v) throw() { return v; }
__global__ void kern(int *p) { *p = id(*p); }
