/*---
section: I.5
clause: nvfunction.interface
description: "Copy and move construction of instances in device code keep the target callable."
verdict: ok
phase: run
requires:
  features: ["nvfunctional"]
run:
  stdout: "1 1 1 1\n"
---*/
#include "cuconform.h"
#include <nvfunctional>
__device__ int foo_d() { return 1; }
__host__ __device__ int foo_hd() { return 2; }
__global__ void k(int *out) {
  nvstd::function<int()> a = foo_d;
  nvstd::function<int()> b(a);
  nvstd::function<int()> c(static_cast<nvstd::function<int()> &&>(b));
  out[0] = a();
  out[1] = c();
  out[2] = (bool)a;
  out[3] = (bool)c;
}
int main() {
  int *d, h[4] = {0, 0, 0, 0};
  CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
  CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
  k<<<1,1>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(h, d, 4 * sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  return 0;
}
