/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda defined in a __host__ __device__ function runs on both sides with the same result."
verdict: ok
phase: run
run:
  stdout: "21 21\n"
---*/
#include "cuconform.h"
__host__ __device__ int f3(int v) {
  auto l3 = [v] { return v * 3; };      // __host__ __device__
  return l3();
}
__global__ void k(int *out) { *out = f3(7); }
int main() {
  int *d, h = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  k<<<1, 1>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d %d\n", h, f3(7));
  return 0;
}
