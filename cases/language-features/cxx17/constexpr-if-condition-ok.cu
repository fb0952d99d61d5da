/*---
section: I.3
clause: features.cxx17.constexpr-if-constant-condition
description: "if constexpr with a constant condition in device code"
since: "11.0"
verdict: ok
phase: run
std: c++17
run:
  stdout: "33\n"
---*/
#include "cuconform.h"

__global__ void kernel(int* out, int x) {
  if constexpr (sizeof(int) == 4) {
    *out = x * 11;
  } else {
    *out = -1;
  }
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
