/*---
section: I.4.20.7
clause: cxx11.thread-local-not-in-device
description: "thread_local cannot be used in an instantiated __device__ function template."
verdict: error
---*/
template <typename T>
__device__ T f(void) {
  static thread_local T x = 1; // expect-error
  return x;
}
__global__ void k(int *out) { *out = f<int>(); }
