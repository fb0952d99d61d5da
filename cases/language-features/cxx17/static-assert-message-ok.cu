/*---
section: I.3
clause: features.cxx17.static-assert-message-optional
description: "static_assert without a message in device code under C++17"
since: "11.0"
verdict: ok
phase: run
std: c++17
note: "N3928 made the message optional in C++17; the C++14 grammar requires it, so the C++14 program is ill-formed."
run:
  stdout: "3\n"
---*/
#include "cuconform.h"

__global__ void kernel(int* out, int x) {
  static_assert(sizeof(int) == 4);
  *out = x;
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
