/*---
section: I.4.18
clause: attr.const-pure-supported
description: "__attribute__((const)) on a __host__ __device__ function is accepted."
verdict: ok
---*/
__attribute__((const)) __host__ __device__ int square(int v) { return v * v; }
__global__ void kern(int v, int *out) { *out = square(v); }
int host_side(int v) { return square(v); }
