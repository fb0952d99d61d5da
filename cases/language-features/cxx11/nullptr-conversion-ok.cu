/*---
section: I.1
clause: features.cxx11.null-pointer-constant-not-integer
description: "nullptr converted to pointer and bool types in device code"
since: "7.0"
verdict: ok
phase: run
std: c++11
run:
  stdout: "13\n"
---*/
#include "cuconform.h"

__global__ void kernel(int* out, int x) {
  int* p = nullptr;
  bool b(nullptr);
  *out = (p == nullptr ? 10 : 0) + (b ? 0 : x);
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
