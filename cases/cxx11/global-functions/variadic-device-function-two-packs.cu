/*---
section: I.4.20.8
clause: global.variadic-template-one-pack
description: "The variadic restrictions apply only to __global__ templates; a __device__ template may have two packs."
verdict: ok
---*/
template <typename... A, typename... B>
__device__ int count(void (*)(A...), void (*)(B...)) { return sizeof...(A) + sizeof...(B); }
__device__ void f1(int, int) { }
__device__ void f2(float) { }
__global__ void k(int *out) { *out = count(f1, f2); }
