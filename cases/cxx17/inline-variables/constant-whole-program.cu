/*---
section: I.4.22.1
clause: memspace.inline-variable-internal-linkage
description: "A namespace-scope inline __constant__ variable with external linkage in whole program mode."
verdict: error
std: c++17
requires:
  toolchains: [nvcc, checker]
---*/
inline __constant__ int c = 1; // expect-error
