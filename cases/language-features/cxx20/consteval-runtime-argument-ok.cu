/*---
section: I.3
clause: features.cxx20.consteval-constant-arguments
description: "A consteval __device__ function called with constant arguments from device code"
since: "12.0"
verdict: ok
phase: run
std: c++20
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0. An immediate invocation must be a constant expression ([expr.const])."
run:
  stdout: "52\n"
tags: [beyond-guide]
---*/
#include "cuconform.h"

__device__ consteval int sq(int v) { return v * v; }

__global__ void kernel(int* out, int x) { *out = sq(7) + x; }

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
