/*---
section: I.4.18
clause: attr.const-assumption-ub
description: "A const __device__ function that reads only its arguments: calls may be merged and the result is still right."
verdict: ok
phase: run
run:
  stdout: "37\n"
---*/
#include "cuconform.h"
__attribute__((const)) __device__ int poly(int x) { return x * x + 1; }
__global__ void kern(int x, int *out) { *out = poly(x) + poly(x) + poly(x + 1); }
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(3, out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
