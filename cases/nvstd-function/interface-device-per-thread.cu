/*---
section: I.5
clause: nvfunction.interface
description: "Each thread of a kernel holds and invokes its own instance."
verdict: ok
phase: run
requires:
  features: ["nvfunctional"]
run:
  stdout: "0 1 4 9\n"
---*/
#include "cuconform.h"
#include <nvfunctional>
__global__ void k(int *out) {
  int t = threadIdx.x;
  nvstd::function<int()> f = [t] { return t * t; };
  out[t] = f();
}
int main() {
  int *d, h[4] = {0, 0, 0, 0};
  CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
  k<<<1,4>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(h, d, 4 * sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  return 0;
}
