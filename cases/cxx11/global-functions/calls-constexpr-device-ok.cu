/*---
section: I.4.20.8
clause: global.no-constexpr
description: "A __global__ function (not constexpr) calls a constexpr __device__ function and a constexpr function template"
verdict: ok
---*/
__device__ constexpr int twice(int v) { return 2 * v; }
template <typename T> __host__ __device__ constexpr T half(T v) { return v / T(2); }
__global__ void kern(int *p) { *p = twice(*p) + half(8); }
