/*---
section: I.1
clause: features.cxx11.strong-compare-exchange
description: "compare_exchange_strong in host code of a CUDA translation unit (no nvcc version for device code in Table 12)"
verdict: ok
phase: run
std: c++11
run:
  stdout: "5 1\n"
---*/
#include "cuconform.h"
#include <atomic>

int host_cas() {
  std::atomic<int> a(3);
  int expected = 2;
  bool first = a.compare_exchange_strong(expected, 9);  // fails: expected becomes 3
  bool second = a.compare_exchange_strong(expected, 5);
  return (!first && second) ? a.load() : -1;
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
  std::printf("%d %d\n", host_cas(), h);
  return 0;
}
