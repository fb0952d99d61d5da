/*---
section: I.1
clause: features.cxx11.initializer-list-narrowing
description: "Non-narrowing list-initialization in device code"
since: "7.0"
verdict: ok
phase: run
std: c++11
run:
  stdout: "2331\n"
---*/
#include "cuconform.h"

__global__ void kernel(int* out, int x) {
  int a{2};
  long long b{x};  // widening: fine
  double d{1.5f};
  char c{65};      // a constant that fits
  *out = a * 1000 + static_cast<int>(b) * 100 + static_cast<int>(d * 2) * 10 + (c == 'A' ? 1 : 0);
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
