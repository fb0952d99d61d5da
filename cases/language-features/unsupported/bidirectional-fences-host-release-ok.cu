/*---
section: I.1
clause: features.cxx11.bidirectional-fences
description: "std::atomic_thread_fence(memory_order_release) in a host function template of a .cu file; the kernel uses __threadfence"
verdict: ok
std: c++11
---*/
#include <atomic>
template <typename T> void host_publish(T *slot, T v, std::atomic<bool> &ready) {
  *slot = v;
  std::atomic_thread_fence(std::memory_order_release);
  ready.store(true, std::memory_order_relaxed);
}
void host_use(int *slot, std::atomic<bool> &ready) { host_publish(slot, 7, ready); }
__global__ void kern(int *slot) {
  *slot = 1;
  __threadfence();
}
