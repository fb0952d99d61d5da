/*---
section: I.4.22.1
clause: memspace.inline-variable-internal-linkage
description: "An inline __device__ variable in a named namespace has external linkage: error in whole program mode."
verdict: error
std: c++17
requires:
  toolchains: [nvcc, checker]
---*/
namespace N {
inline __device__ int xxx = 2; // expect-error
}
