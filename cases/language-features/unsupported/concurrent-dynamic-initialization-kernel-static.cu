/*---
section: I.1
clause: features.cxx11.concurrent-dynamic-initialization
description: "A function-scope static float in a kernel initialized from a kernel parameter (dynamic initialization)"
verdict: error
std: c++11
---*/
__global__ void kern(float *out, float seed) {
  static float remembered = seed * 0.5f; // expect-error
  *out = remembered;
}
