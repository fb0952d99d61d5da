/*---
section: I.4.22.1
clause: memspace.inline-variable-internal-linkage
description: "A namespace-scope inline __constant__ variable with external linkage in separate compilation mode."
verdict: ok
std: c++17
flags: ["-rdc=true"]
requires:
  toolchains: [nvcc, checker]
  rdc: true
---*/
inline __constant__ int c = 1;
__global__ void k(int *out) { *out = c; }
