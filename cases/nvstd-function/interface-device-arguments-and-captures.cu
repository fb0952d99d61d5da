/*---
section: I.5
clause: nvfunction.interface
description: "Instances with parameters hold capturing lambdas and functors in device code."
verdict: ok
phase: run
requires:
  features: ["nvfunctional"]
run:
  stdout: "103 24 9 5\n"
---*/
#include "cuconform.h"
#include <nvfunctional>
__device__ int foo_d() { return 1; }
__host__ __device__ int foo_hd() { return 2; }
__global__ void k(int *out) {
  int base = 100;
  nvstd::function<int(int, int)> add = [base](int x, int y) { return base + x + y; };
  struct Mul { int m; __device__ int operator()(int x, int y) const { return m * x * y; } };
  nvstd::function<int(int, int)> mul = Mul{2};
  out[0] = add(1, 2);
  out[1] = mul(3, 4);
  nvstd::function<void(int *)> store = [](int *p) { *p = 9; };
  store(&out[2]);
  out[3] = 5;
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
