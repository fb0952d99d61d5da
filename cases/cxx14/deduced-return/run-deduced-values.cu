/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "Kernels use fn1 and fn2 with deduced return types."
verdict: ok
phase: run
std: c++14
run:
  stdout: "10 20\n"
---*/
#include "cuconform.h"
__device__ auto fn1(int x) {
  return x;
}
__device__ decltype(auto) fn2(int x) {
  return x * 2;
}
__global__ void k(int *out) { out[0] = fn1(10); out[1] = fn2(10); }
int main() {
  int *d, h[2] = {0, 0};
  CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
  k<<<1,1>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(h, d, 2 * sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d %d\n", h[0], h[1]);
  return 0;
}
