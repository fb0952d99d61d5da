/*---
section: I.4.20.8
clause: global.param-no-initializer-list-va-list
description: "std::initializer_list parameters are allowed for __device__ functions; only __global__ functions are restricted."
verdict: ok
---*/
#include <initializer_list>
__device__ int sum(std::initializer_list<int> in) {
  int s = 0;
  for (int v : in) s += v;
  return s;
}
__global__ void k(int *out) { *out = sum({1, 2, 3}); }
