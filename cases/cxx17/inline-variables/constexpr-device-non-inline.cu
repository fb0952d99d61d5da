/*---
section: I.4.22.1
clause: memspace.inline-variable-internal-linkage
description: "A non-inline constexpr __device__ variable has internal linkage and is not an inline variable."
verdict: ok
std: c++17
requires:
  toolchains: [nvcc, checker]
---*/
constexpr __device__ int cx = 3;
__global__ void k(int *out) { *out = cx; }
