/*---
section: I.1
clause: features.cxx11.static-assertions-failing
description: "A static_assert in a __device__ function template that fails for the argument a kernel instantiates it with"
verdict: error
std: c++11
---*/
template <int N> __device__ int shift_by(int v) {
  static_assert(N < 4, "shift too wide"); // expect-error
  return v << N;
}
__global__ void kern(int *p) { *p = shift_by<5>(*p); }
