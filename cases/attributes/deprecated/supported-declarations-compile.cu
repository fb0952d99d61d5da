/*---
section: I.4.15
clause: attr.deprecated-supported
description: "All four deprecated spellings are accepted on __device__, __global__ and __host__ __device__ declarations that are not referenced."
verdict: ok
std: c++14
---*/
[[deprecated]] __device__ int a(void) { return 1; }
[[deprecated("m")]] __global__ void b(void) { }
__attribute__((deprecated)) __host__ __device__ int c(void) { return 1; }
__attribute__((deprecated("m"))) __device__ int d(void) { return 1; }
