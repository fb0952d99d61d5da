/*---
section: I.1
clause: features.cxx11.data-dependency-ordering
description: "A kernel calls std::kill_dependency, a host library function"
verdict: error
std: c++11
---*/
#include <atomic>
__global__ void kern(const int *table, int i, int *out) {
  *out = table[std::kill_dependency(i)]; // expect-error
}
