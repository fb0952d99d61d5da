/*---
section: I.1
clause: features.cxx11.strong-compare-exchange
description: "A host member function of a class holding std::atomic<bool> claims it with compare_exchange_strong; the device side is a separate kernel"
verdict: ok
std: c++11
---*/
#include <atomic>
struct Latch {
  std::atomic<bool> taken;
  bool claim() {
    bool expected = false;
    return taken.compare_exchange_strong(expected, true, std::memory_order_acq_rel);
  }
};
bool host_claim(Latch &l) { return l.claim(); }
__global__ void kern(unsigned *word) { atomicCAS(word, 0u, 1u); }
