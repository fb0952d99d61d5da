/*---
section: I.1
clause: features.cxx11.concurrent-dynamic-initialization
description: "A function-scope static in a __device__ function with a constant initializer: no dynamic initialization is asked for"
verdict: ok
std: c++11
---*/
__device__ int tally(int v) {
  static int base = 40;
  return base + v;
}
__global__ void kern(int *p) { *p = tally(*p); }
