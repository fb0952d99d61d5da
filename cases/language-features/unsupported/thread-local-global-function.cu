/*---
section: I.1
clause: features.cxx11.thread-local-storage
description: "A thread_local variable in a __global__ function is rejected (no nvcc version in Table 12; I.4.20.7)"
verdict: error
std: c++17
---*/
__global__ void kernel(int* out) {
  thread_local int scratch = 4;  // expect-error
  *out = scratch;
}
