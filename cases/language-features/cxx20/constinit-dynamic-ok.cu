/*---
section: I.3
clause: features.cxx20.constinit-requires-constant-initialization
description: "A constinit function-scope static with a constant initializer in a __device__ function"
since: "12.0"
verdict: ok
phase: run
std: c++20
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0."
run:
  stdout: "43\n"
tags: [beyond-guide]
---*/
#include "cuconform.h"

__device__ int next(int x) {
  static constinit int base = 40;
  return base + x;
}

__global__ void kernel(int* out, int x) { *out = next(x); }

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
