/*---
section: I.5
clause: nvfunction.interface
description: "Member and non-member swap of instances in device code exchange their targets."
verdict: ok
phase: run
requires:
  features: ["nvfunctional"]
run:
  stdout: "2 1 1 2\n"
---*/
#include "cuconform.h"
#include <nvfunctional>
__device__ int foo_d() { return 1; }
__host__ __device__ int foo_hd() { return 2; }
__global__ void k(int *out) {
  nvstd::function<int()> a = foo_d, b = foo_hd;
  a.swap(b);
  out[0] = a();
  out[1] = b();
  nvstd::swap(a, b);
  out[2] = a();
  out[3] = b();
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
