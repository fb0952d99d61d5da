/*---
section: I.4.9.6
clause: global.no-recursion
description: "Recursion restrictions are for __global__ functions: a recursive __device__ function called from a kernel is allowed."
verdict: ok
---*/
__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
__global__ void kern(int *out) { *out = fact(5); }
