/*---
section: I.1
clause: features.cxx11.garbage-collection
description: "A __device__ function calls std::undeclare_reachable, a host library function template"
verdict: error
std: c++11
---*/
#include <memory>
__device__ float *recover(float *p) {
  return std::undeclare_reachable(p); // expect-error
}
__global__ void kern(float *p, float **out) { *out = recover(p); }
