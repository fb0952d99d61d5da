/*---
section: I.4.22.1
clause: memspace.inline-variable-internal-linkage
description: "A namespace-scope inline __managed__ variable with external linkage in whole program mode."
verdict: error
std: c++17
requires:
  toolchains: [nvcc, checker]
---*/
inline __managed__ int m = 1; // expect-error
