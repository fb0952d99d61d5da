/*---
section: I.3
clause: features.cxx17.register-removed
description: "register as a storage class in device code under C++14 (deprecated, still valid)"
since: "9.0"
verdict: ok
phase: run
std: c++14
run:
  stdout: "12\n"
---*/
#include "cuconform.h"

__global__ void kernel(int* out, int x) {
  register int i = x * 4;
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
