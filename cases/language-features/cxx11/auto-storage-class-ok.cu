/*---
section: I.1
clause: features.cxx11.auto-storage-class-removed
description: "auto as a type specifier in device code"
since: "7.0"
verdict: ok
phase: run
std: c++11
run:
  stdout: "6\n"
---*/
#include "cuconform.h"

__global__ void kernel(int* out, int x) {
  auto i = x * 2;
  *out = i;
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
