/*---
section: I.1
clause: features.cxx11.data-dependency-ordering
description: "A lambda in a __device__ function calls std::kill_dependency"
verdict: error
std: c++11
---*/
#include <atomic>
__device__ int follow(const int *p) {
  auto strip = [](int v) { return std::kill_dependency(v); }; // expect-error
  return strip(*p);
}
__global__ void kern(const int *p, int *out) { *out = follow(p); }
