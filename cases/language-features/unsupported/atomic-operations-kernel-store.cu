/*---
section: I.1
clause: features.cxx11.atomic-operations
description: "A kernel calls std::atomic<int>::store, a host library function, directly"
verdict: error
std: c++11
---*/
#include <atomic>
__global__ void publish(std::atomic<int> *slot, int v) {
  slot->store(v); // expect-error
}
