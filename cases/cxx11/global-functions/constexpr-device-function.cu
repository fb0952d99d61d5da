/*---
section: I.4.20.8
clause: global.no-constexpr
description: "constexpr is allowed on __device__ and __host__ __device__ functions (only __global__ is excluded)."
verdict: ok
---*/
constexpr __device__ int d(int x) { return x + 1; }
constexpr __host__ __device__ int hd(int x) { return x + 2; }
__global__ void k(int *out) { *out = d(1) + hd(2); }
