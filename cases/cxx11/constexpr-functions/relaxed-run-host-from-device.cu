/*---
section: I.4.20.4
clause: constexpr.relaxed-flag
description: "With --expt-relaxed-constexpr a kernel evaluates a __host__ constexpr function with run-time arguments."
verdict: ok
phase: run
flags: ["--expt-relaxed-constexpr"]
run:
  stdout: "9 16 25\n"
---*/
#include "cuconform.h"
constexpr int sq(int x) { return x * x; } // __host__
__global__ void k(int *out) { out[threadIdx.x] = sq((int)threadIdx.x + 3); }
int main() {
  int *d, h[3] = {0, 0, 0};
  CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
  k<<<1,3>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(h, d, 3 * sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d %d %d\n", h[0], h[1], h[2]);
  return 0;
}
