/*---
section: I.1
clause: features.cxx11.strong-compare-exchange
description: "A __device__ member function of a class wrapping std::atomic<unsigned> calls compare_exchange_strong"
verdict: error
std: c++11
---*/
#include <atomic>
struct Slot {
  std::atomic<unsigned> word;
  __device__ bool swap_if(unsigned old_v, unsigned new_v) {
    return word.compare_exchange_strong(old_v, new_v); // expect-error
  }
};
__global__ void kern(Slot *s, bool *ok) { *ok = s->swap_if(1u, 2u); }
