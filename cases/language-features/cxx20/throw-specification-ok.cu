/*---
section: I.3
clause: features.cxx20.throw-specification-removed
description: "throw() on a __device__ function under C++17, where it still means noexcept(true)"
since: "11.0"
verdict: ok
phase: run
std: c++17
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0. C++20 removed the throw() exception specification ([diff.cpp17.except], P0619R4); noexcept-specifier is only noexcept or noexcept(expr)."
run:
  stdout: "106\n"
tags: [beyond-guide]
---*/
#include "cuconform.h"

__device__ int twice(int v) throw() { return v * 2; }

__global__ void kernel(int* out, int x) { *out = twice(x) + (noexcept(twice(x)) ? 100 : 0); }

int main() {
  int* d = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kernel<<<1, 1>>>(d, 3);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  std::printf("%d\n", h);
  return 0;
}
