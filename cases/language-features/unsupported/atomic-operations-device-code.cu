/*---
section: I.1
clause: features.cxx11.atomic-operations
description: "std::atomic member functions called from a __device__ function are rejected (no nvcc version in Table 12; I.4.8)"
verdict: error
std: c++11
note: "std::atomic's members are __host__ functions of the host's standard library (I.4.8: the standard library is host-only unless stated otherwise); a __device__ function cannot call them."
---*/
#include <atomic>

__device__ int take_ticket(std::atomic<int>& next) {
  return next.fetch_add(1);  // expect-error
}

__global__ void kernel(std::atomic<int>* next, int* out) { *out = take_ticket(*next); }
