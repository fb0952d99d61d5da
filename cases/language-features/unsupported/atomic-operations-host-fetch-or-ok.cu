/*---
section: I.1
clause: features.cxx11.atomic-operations
description: "std::atomic<unsigned>::fetch_or in a host function of a .cu file while the kernel uses CUDA atomicOr: the host keeps std::atomic"
verdict: ok
std: c++11
---*/
#include <atomic>
unsigned host_flags(unsigned bit) {
  static std::atomic<unsigned> flags(0u);
  return flags.fetch_or(bit) | bit;
}
__global__ void kern(unsigned *flags, unsigned bit) { atomicOr(flags, bit); }
