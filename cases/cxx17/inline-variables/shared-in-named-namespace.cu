/*---
section: I.4.22.1
clause: memspace.inline-variable-internal-linkage
description: "The clause covers __device__, __constant__ and __managed__ only: an inline __shared__ variable with external linkage is allowed."
verdict: ok
std: c++17
requires:
  toolchains: [nvcc, checker]
---*/
namespace N {
inline __shared__ int s;
}
__global__ void k(int *out) { N::s = 1; __syncthreads(); *out = N::s; }
