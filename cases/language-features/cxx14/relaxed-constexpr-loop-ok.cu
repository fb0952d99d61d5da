/*---
section: I.2
clause: features.cxx14.relaxed-constexpr-no-undefined-behavior
description: "A C++14 constexpr __host__ __device__ function with a loop and mutation, evaluated for a constexpr local of a kernel"
verdict: ok
std: c++14
---*/
__host__ __device__ constexpr int tri(int n) {
  int s = 0;
  for (int i = 1; i <= n; ++i) s += i;
  return s;
}
__global__ void kern(int *p) {
  constexpr int t = tri(10);
  *p = t;
}
