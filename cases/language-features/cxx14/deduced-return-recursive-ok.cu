/*---
section: I.2
clause: features.cxx14.deduced-return-types-consistent
description: "A recursive __host__ __device__ auto function: the first return deduces the type before the recursive call"
verdict: ok
std: c++14
---*/
__host__ __device__ auto fact(unsigned n) {
  if (n <= 1) return 1u;
  return n * fact(n - 1);
}
