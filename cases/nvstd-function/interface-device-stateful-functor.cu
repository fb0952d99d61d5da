/*---
section: I.5
clause: nvfunction.interface
description: "An instance invokes a copy of a stateful functor: the copy's state changes, the original's does not."
verdict: ok
phase: run
requires:
  features: ["nvfunctional"]
run:
  stdout: "11 12 10 0\n"
---*/
#include "cuconform.h"
#include <nvfunctional>
__device__ int foo_d() { return 1; }
__host__ __device__ int foo_hd() { return 2; }
__global__ void k(int *out) {
  struct Counter { int n; __device__ int operator()() { return ++n; } };
  Counter c{10};
  nvstd::function<int()> f = c;
  out[0] = f();
  out[1] = f();
  out[2] = c.n;
  out[3] = 0;
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
