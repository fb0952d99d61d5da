/*---
section: I.4.22.1
clause: memspace.inline-variable-internal-linkage
description: "An initialized inline __device__ variable used by a kernel, in whole program mode."
verdict: error
std: c++17
requires:
  toolchains: [nvcc, checker]
---*/
inline __device__ int xxx = 5; // expect-error
__global__ void k(int *out) { *out = xxx; }
