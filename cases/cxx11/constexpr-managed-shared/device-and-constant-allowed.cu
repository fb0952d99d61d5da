/*---
section: I.4.20.9
clause: memspace.no-constexpr-managed-shared
description: "constexpr is not forbidden for __device__ and __constant__ variables."
verdict: ok
---*/
constexpr __device__ int d = 1;
constexpr __constant__ int c = 2;
__global__ void k(int *out) { *out = d + c; }
