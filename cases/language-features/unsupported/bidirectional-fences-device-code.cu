/*---
section: I.1
clause: features.cxx11.bidirectional-fences
description: "std::atomic_thread_fence called from a __device__ function is rejected (no nvcc version in Table 12)"
verdict: error
std: c++11
---*/
#include <atomic>

__device__ void publish(int* data, int* flag) {
  *data = 42;
  std::atomic_thread_fence(std::memory_order_release);  // expect-error
  *flag = 1;
}

__global__ void kernel(int* data, int* flag) { publish(data, flag); }
