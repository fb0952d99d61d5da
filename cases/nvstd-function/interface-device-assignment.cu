/*---
section: I.5
clause: nvfunction.interface
description: "Copy, move, nullptr and callable assignment of instances in device code."
verdict: ok
phase: run
requires:
  features: ["nvfunctional"]
run:
  stdout: "1 1 7 1\n"
---*/
#include "cuconform.h"
#include <nvfunctional>
__device__ int foo_d() { return 1; }
__host__ __device__ int foo_hd() { return 2; }
__global__ void k(int *out) {
  nvstd::function<int()> a = foo_d, b, c;
  b = a;
  out[0] = b();
  c = static_cast<nvstd::function<int()> &&>(b);
  out[1] = c();
  c = [] { return 7; };
  out[2] = c();
  c = nullptr;
  out[3] = (c == nullptr);
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
