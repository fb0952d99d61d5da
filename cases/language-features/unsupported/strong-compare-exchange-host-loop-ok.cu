/*---
section: I.1
clause: features.cxx11.strong-compare-exchange
description: "compare_exchange_strong in a host retry loop of a .cu file; the kernel uses atomicCAS"
verdict: ok
std: c++11
---*/
#include <atomic>
int host_increment(std::atomic<int> &a) {
  int seen = a.load();
  while (!a.compare_exchange_strong(seen, seen + 1)) {
  }
  return seen + 1;
}
__global__ void kern(int *a) { atomicCAS(a, 0, 1); }
