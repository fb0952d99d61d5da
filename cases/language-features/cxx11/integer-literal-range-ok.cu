/*---
section: I.1
clause: features.cxx11.integer-literal-too-large
description: "The largest integer literal that has a type, in device code"
since: "7.0"
verdict: ok
phase: run
std: c++11
note: "N1727 (Table 12, nvcc 7.0) made such literals ill-formed instead of undefined ([lex.icon]: the program is ill-formed)."
run:
  stdout: "51618\n"
---*/
#include "cuconform.h"

__global__ void kernel(int* out, int x) {
  unsigned long long v = 18446744073709551615ull;
  *out = static_cast<int>(v % 100000) + x;
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
