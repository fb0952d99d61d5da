/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const int is usable by value in an instantiated __device__ function template."
verdict: ok
---*/
const int kBias = 3;
template <typename T> __device__ T bias(T v) { return v + kBias; }
__global__ void kern(long *out) { *out = bias<long>(1); }
