/*---
section: I.1
clause: features.cxx11.propagating-exceptions
description: "std::current_exception called from a __device__ function is rejected (no nvcc version in Table 12; I.4.7)"
verdict: error
std: c++11
note: "Exception handling is host-only (I.4.7) and std::current_exception is a __host__ library function (I.4.8)."
---*/
#include <exception>

__device__ bool has_pending_exception() {
  return static_cast<bool>(std::current_exception());  // expect-error
}

__global__ void kernel(int* out) { *out = has_pending_exception() ? 1 : 0; }
