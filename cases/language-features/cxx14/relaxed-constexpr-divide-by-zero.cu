/*---
section: I.2
clause: features.cxx14.relaxed-constexpr-no-undefined-behavior
description: "A constexpr local of a __device__ function initialized by a constexpr function that divides by zero"
verdict: error
std: c++14
---*/
__host__ __device__ constexpr int ratio(int a, int b) {
  int q = 0;
  if (a > 0) q = a / b;
  return q;
}
__device__ int use() {
  constexpr int r = ratio(6, 0); // expect-error
  return r;
}
