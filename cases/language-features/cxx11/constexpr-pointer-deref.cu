/*---
section: I.1
clause: features.cxx11.constexpr-requires-constant
description: "A constexpr local initialized by reading through a pointer parameter of a __device__ function"
verdict: error
std: c++11
---*/
__device__ float scale(const float *f) {
  constexpr float k = *f; // expect-error
  return k * 2.0f;
}
