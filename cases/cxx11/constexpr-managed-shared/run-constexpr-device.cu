/*---
section: I.4.20.9
clause: memspace.no-constexpr-managed-shared
description: "A kernel reads constexpr __device__ and __constant__ variables."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
constexpr __device__ int d = 20;
constexpr __constant__ int c = 22;
__global__ void k(int *out) { *out = d + c; }
int main() {
  int *p, h = 0;
  CC_CHECK(cudaMalloc(&p, sizeof(int)));
  k<<<1,1>>>(p);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&h, p, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
