/*---
section: I.1
clause: features.cxx11.alignas-not-weaker-than-natural
description: "alignas(double) on an int local of a __host__ __device__ function: stricter than natural, valid"
verdict: ok
std: c++11
---*/
__host__ __device__ int widen(int x) {
  alignas(double) int local = x;
  return local + 1;
}
__global__ void kern(int *p) { *p = widen(*p); }
