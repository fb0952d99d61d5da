/*---
section: I.3
clause: features.cxx17.bool-increment-removed
description: "Incrementing a bool in device code under C++14 (deprecated, still valid)"
since: "9.0"
verdict: ok
phase: run
std: c++14
run:
  stdout: "13\n"
---*/
#include "cuconform.h"

__global__ void kernel(int* out, int x) {
  bool b = false;
  b++;
  *out = (b ? 10 : 0) + x;
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
