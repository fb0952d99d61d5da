/*---
section: I.1
clause: features.cxx11.atomic-operations
description: "std::atomic in host code of a CUDA translation unit (Table 12 gives no nvcc version for device code)"
verdict: ok
phase: run
std: c++11
run:
  stdout: "42 1\n"
---*/
#include "cuconform.h"
#include <atomic>

int host_atomics() {
  std::atomic<int> a(40);
  a.fetch_add(1);
  ++a;
  return a.load();
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
  std::printf("%d %d\n", host_atomics(), h);
  return 0;
}
