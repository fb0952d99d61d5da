/*---
section: I.3
clause: features.cxx20.u8-literals-are-char8-t
description: "A u8 string literal bound to const char* in device code under C++17"
since: "11.0"
verdict: ok
phase: run
std: c++17
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0."
run:
  stdout: "198\n"
tags: [beyond-guide]
---*/
#include "cuconform.h"

__global__ void kernel(int* out, int x) {
  const char* s = u8"\u00e9";
  *out = static_cast<unsigned char>(s[0]) + x;
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
