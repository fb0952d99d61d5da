/*---
section: I.4.20.8
clause: global.param-no-initializer-list-va-list
description: "A __device__ function (not __global__) with a std::initializer_list parameter, called from a kernel with a braced list"
verdict: ok
---*/
#include <initializer_list>
__device__ int total(std::initializer_list<int> xs) {
  int s = 0;
  for (int x : xs) s += x;
  return s;
}
__global__ void kern(int *p) { *p = total({1, 2, *p}); }
