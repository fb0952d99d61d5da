/*---
section: I.5
clause: nvfunction.interface
description: "A __host__ __device__ function using nvstd::function gives the same result on both sides."
verdict: ok
phase: run
requires:
  features: ["nvfunctional"]
run:
  stdout: "10 10\n"
---*/
#include "cuconform.h"
#include <nvfunctional>
__host__ __device__ int twice(int x) { return 2 * x; }
__host__ __device__ int apply(int v) {
  nvstd::function<int(int)> f = twice;
  nvstd::function<int(int)> g = [](int x) { return x + 1; };
  return f(g(v));
}
__global__ void k(int *out) { *out = apply(4); }
int main() {
  int *d, h = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  k<<<1,1>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d %d\n", h, apply(4));
  return 0;
}
