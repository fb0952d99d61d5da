/*---
section: I.4.22.1
clause: memspace.inline-variable-internal-linkage
description: "static inline __constant__ and __managed__ variables have internal linkage."
verdict: ok
std: c++17
requires:
  toolchains: [nvcc, checker]
---*/
static inline __constant__ int c = 1;
static inline __managed__ int m = 2;
__global__ void k(int *out) { *out = c + m; }
