/*---
section: I.3
clause: features.cxx17.fold-empty-pack
description: "A binary + fold with an initial value instantiated with an empty pack in a __host__ __device__ function"
verdict: ok
std: c++17
---*/
template <typename... T> __host__ __device__ int sum(T... v) { return (v + ... + 0); }
__global__ void kern(int *p) { *p = sum() + sum(1, 2); }
