/*---
section: I.1
clause: features.cxx11.data-dependency-ordering
description: "std::kill_dependency on an array index in a host function template; the device code only reads an array"
verdict: ok
std: c++11
---*/
#include <atomic>
template <typename T> T host_pick(const T *table, std::atomic<int> &idx) {
  int i = idx.load(std::memory_order_consume);
  return table[std::kill_dependency(i)];
}
float host_use(const float *t, std::atomic<int> &i) { return host_pick(t, i); }
__global__ void kern(const float *t, float *out) { *out = t[threadIdx.x]; }
