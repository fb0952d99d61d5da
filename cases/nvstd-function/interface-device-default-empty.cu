/*---
section: I.5
clause: nvfunction.interface
description: "A default-constructed instance in device code is empty: operator bool is false and it compares equal to nullptr."
verdict: ok
phase: run
requires:
  features: ["nvfunctional"]
run:
  stdout: "0 1 1 0\n"
---*/
#include "cuconform.h"
#include <nvfunctional>
__device__ int foo_d() { return 1; }
__host__ __device__ int foo_hd() { return 2; }
__global__ void k(int *out) {
  nvstd::function<int()> f;
  out[0] = (bool)f;
  out[1] = (f == nullptr);
  out[2] = (nullptr == f);
  out[3] = (f != nullptr);
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
