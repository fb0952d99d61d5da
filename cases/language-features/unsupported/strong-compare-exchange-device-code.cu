/*---
section: I.1
clause: features.cxx11.strong-compare-exchange
description: "std::atomic<T>::compare_exchange_strong called from a __device__ function is rejected (no nvcc version in Table 12)"
verdict: error
std: c++14
note: "A __host__ member of the host's std::atomic (I.4.8); device code uses atomicCAS instead."
---*/
#include <atomic>

__device__ bool claim(std::atomic<int>& owner, int me) {
  int free_slot = 0;
  return owner.compare_exchange_strong(free_slot, me);  // expect-error
}

__global__ void kernel(std::atomic<int>* owner, int* out) { *out = claim(*owner, 7); }
