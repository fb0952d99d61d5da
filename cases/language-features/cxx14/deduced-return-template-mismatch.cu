/*---
section: I.2
clause: features.cxx14.deduced-return-types-consistent
description: "A __device__ function template with an auto return type whose returns deduce T and float, instantiated with double"
verdict: error
std: c++14
---*/
template <typename T> __device__ auto clampish(T v) {
  if (v > T(1)) return v;
  return 1.0f; // expect-error
}
__global__ void kern(double *p) { *p = clampish(*p); }
