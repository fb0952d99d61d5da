/*---
section: I.1
clause: features.cxx11.data-dependency-ordering
description: "memory_order_consume and std::kill_dependency in host code of a CUDA translation unit"
verdict: ok
phase: run
std: c++11
run:
  stdout: "12 1\n"
---*/
#include "cuconform.h"
#include <atomic>

int table[4] = {0, 12, 0, 0};
std::atomic<int*> published(&table[1]);

int host_consume() {
  int* p = published.load(std::memory_order_consume);
  return std::kill_dependency(*p);
}

// Device code of the same translation unit, which the host-only feature must not disturb.
__global__ void kernel(int* out) { *out = 1; }

int main() {
  int* d = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kernel<<<1, 1>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  std::printf("%d %d\n", host_consume(), h);
  return 0;
}
