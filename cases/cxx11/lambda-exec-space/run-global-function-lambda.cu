/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda defined in a __global__ function runs on the device and returns its value."
verdict: ok
phase: run
run:
  stdout: "5\n"
---*/
#include "cuconform.h"
__global__ void f5(int *out) {
  auto l5 = [] { return 5; };      // __device__
  *out = l5();
}
int main() {
  int *d, h = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  f5<<<1, 1>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
