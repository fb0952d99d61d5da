/*---
section: I.1
clause: features.cxx11.bidirectional-fences
description: "A kernel calls std::atomic_thread_fence, a host library function"
verdict: error
std: c++11
---*/
#include <atomic>
__global__ void kern(int *slot, int v) {
  *slot = v;
  std::atomic_thread_fence(std::memory_order_release); // expect-error
}
