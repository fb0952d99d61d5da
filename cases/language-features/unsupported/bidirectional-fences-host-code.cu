/*---
section: I.1
clause: features.cxx11.bidirectional-fences
description: "std::atomic_thread_fence in host code next to __threadfence in device code (Table 12 gives no nvcc version for the standard fences in device code)"
verdict: ok
phase: run
std: c++11
run:
  stdout: "17 9\n"
---*/
#include "cuconform.h"
#include <atomic>

int host_fenced(int v) {
  int data = v;
  std::atomic_thread_fence(std::memory_order_seq_cst);
  return data + 10;
}

__global__ void kernel(int* out) {
  out[0] = 9;
  __threadfence();  // the CUDA fence for device code
}

int main() {
  int* d = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kernel<<<1, 1>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  std::printf("%d %d\n", host_fenced(7), h);
  return 0;
}
