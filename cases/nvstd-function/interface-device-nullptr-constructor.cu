/*---
section: I.5
clause: nvfunction.interface
description: "An instance constructed from nullptr in device code is empty."
verdict: ok
phase: run
requires:
  features: ["nvfunctional"]
run:
  stdout: "0 1 1 2\n"
---*/
#include "cuconform.h"
#include <nvfunctional>
__device__ int foo_d() { return 1; }
__host__ __device__ int foo_hd() { return 2; }
__global__ void k(int *out) {
  nvstd::function<int()> f(nullptr);
  out[0] = (bool)f;
  out[1] = (f == nullptr);
  nvstd::function<int()> g = foo_d;
  out[2] = (bool)g;
  out[3] = (g != nullptr) + (nullptr != g);
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
