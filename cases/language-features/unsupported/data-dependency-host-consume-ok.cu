/*---
section: I.1
clause: features.cxx11.data-dependency-ordering
description: "memory_order_consume load and std::kill_dependency in a host function of a .cu file"
verdict: ok
std: c++11
---*/
#include <atomic>
int host_follow(std::atomic<int *> &head) {
  int *p = head.load(std::memory_order_consume);
  return std::kill_dependency(*p);
}
__global__ void kern(int *p) { *p = 2; }
