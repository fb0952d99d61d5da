/*---
section: I.1
clause: features.cxx11.bidirectional-fences
description: "std::atomic_thread_fence(memory_order_acquire) after a relaxed load in host code; device code uses __threadfence_block"
verdict: ok
std: c++11
---*/
#include <atomic>
int host_consume(const int *slot, const std::atomic<bool> &ready) {
  while (!ready.load(std::memory_order_relaxed)) {
  }
  std::atomic_thread_fence(std::memory_order_acquire);
  return *slot;
}
__global__ void kern(int *slot) {
  slot[threadIdx.x] = 1;
  __threadfence_block();
}
