/*---
section: I.1
clause: features.cxx11.garbage-collection
description: "The C++11 pointer-safety functions (declare_reachable, get_pointer_safety) in host code of a CUDA translation unit"
verdict: ok
phase: run
std: c++11
note: "The functions exist in C++11 to C++20 (removed in C++23); g++ implements relaxed pointer safety."
run:
  stdout: "5 1\n"
---*/
#include "cuconform.h"
#include <memory>

int host_gc() {
  int* p = new int(5);
  std::declare_reachable(p);
  int* q = std::undeclare_reachable(p);
  int v = *q;
  delete q;
  return std::get_pointer_safety() == std::pointer_safety::strict ? -1 : v;
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
  std::printf("%d %d\n", host_gc(), h);
  return 0;
}
