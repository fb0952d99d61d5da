/*---
section: I.1
clause: features.cxx11.atomic-operations
description: "A host function template exchanging a std::atomic<T>, instantiated in host code; device code uses atomicExch"
verdict: ok
std: c++11
---*/
#include <atomic>
template <typename T> T swap_in(std::atomic<T> &slot, T v) { return slot.exchange(v); }
long host_swap() {
  std::atomic<long> slot(3);
  return swap_in(slot, 4L);
}
__global__ void kern(int *slot, int v) { atomicExch(slot, v); }
