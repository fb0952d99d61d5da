/*---
section: I.2
clause: features.cxx14.relaxed-constexpr-no-undefined-behavior
description: "A constexpr local initialized by a constexpr loop that shifts an int by 40 bits (undefined behaviour, not a constant expression)"
verdict: error
std: c++14
---*/
__host__ __device__ constexpr int shl(int v, int n) {
  for (int i = 0; i < n; ++i) v <<= 1;
  return v << n;
}
__global__ void kern(int *p) {
  constexpr int big = shl(1, 20); // expect-error
  *p = big;
}
