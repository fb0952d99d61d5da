/*---
section: I.4.22.1
clause: memspace.inline-variable-internal-linkage
description: "An inline constexpr __device__ variable has external linkage (inline overrides const's internal linkage): error in whole program mode."
verdict: error
std: c++17
requires:
  toolchains: [nvcc, checker]
---*/
inline constexpr __device__ int cx = 3; // expect-error
