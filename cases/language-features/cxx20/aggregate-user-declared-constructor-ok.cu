/*---
section: I.3
clause: features.cxx20.aggregates-no-user-declared-constructors
description: "Aggregate initialization of a class with a deleted default constructor in device code under C++17 (still an aggregate)"
since: "11.0"
verdict: ok
phase: run
std: c++17
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0."
run:
  stdout: "15\n"
tags: [beyond-guide]
---*/
#include "cuconform.h"

struct Tag {
  int v;
  Tag() = delete;
};

__global__ void kernel(int* out, int x) {
  Tag t{x};
  *out = t.v * 5;
}

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
