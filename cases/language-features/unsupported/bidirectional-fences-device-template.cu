/*---
section: I.1
clause: features.cxx11.bidirectional-fences
description: "A __device__ function template calls std::atomic_thread_fence(memory_order_acquire), instantiated from a kernel"
verdict: error
std: c++11
---*/
#include <atomic>
template <typename T> __device__ T read_after_fence(const T *slot) {
  std::atomic_thread_fence(std::memory_order_acquire); // expect-error
  return *slot;
}
__global__ void kern(const float *in, float *out) { *out = read_after_fence(in); }
