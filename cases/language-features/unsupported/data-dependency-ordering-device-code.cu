/*---
section: I.1
clause: features.cxx11.data-dependency-ordering
description: "std::kill_dependency called from a __device__ function is rejected (no nvcc version in Table 12)"
verdict: error
std: c++11
note: "std::kill_dependency is a non-constexpr __host__ function template of the host's <atomic> (I.4.8)."
---*/
#include <atomic>

__device__ int read_indirect(const int* const* slot) {
  const int* p = *slot;
  return std::kill_dependency(*p);  // expect-error
}

__global__ void kernel(const int* const* slot, int* out) { *out = read_indirect(slot); }
