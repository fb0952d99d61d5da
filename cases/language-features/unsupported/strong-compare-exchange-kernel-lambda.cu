/*---
section: I.1
clause: features.cxx11.strong-compare-exchange
description: "A lambda defined in a kernel (a device function) calls std::atomic<int>::compare_exchange_strong"
verdict: error
std: c++11
---*/
#include <atomic>
__global__ void kern(std::atomic<int> *a, int *out) {
  auto try_set = [](std::atomic<int> &x, int want) {
    int expected = 0;
    return x.compare_exchange_strong(expected, want); // expect-error
  };
  *out = try_set(*a, 5) ? 1 : 0;
}
