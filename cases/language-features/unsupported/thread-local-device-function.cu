/*---
section: I.1
clause: features.cxx11.thread-local-storage
description: "A thread_local variable in a __device__ function is rejected (no nvcc version in Table 12; I.4.20.7)"
verdict: error
std: c++11
---*/
__device__ int count_calls(int x) {
  static thread_local int calls = 0;  // expect-error
  calls += x;
  return calls;
}

__global__ void kernel(int* out) { *out = count_calls(1); }
