/*---
section: I.3
clause: features.cxx17.fold-empty-pack
description: "A unary && fold instantiated with an empty pack in device code (true)"
verdict: ok
std: c++17
---*/
template <typename... B> __device__ bool all(B... b) { return (... && b); }
__global__ void kern(bool *p) { *p = all(); }
