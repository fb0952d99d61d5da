/*---
section: I.4.16
clause: attr.noreturn-returns-ub
description: "A [[noreturn]] __device__ function that returns: undefined behaviour (result printed)."
verdict: ub
phase: run
note: "nvcc warns that a noreturn function returns; the behaviour of the program is undefined."
---*/
#include "cuconform.h"
__device__ int side;
[[noreturn]] __device__ void not_really(int v) {
  side = v;
}
__global__ void kern(int v, int *out) {
  if (v > 0) not_really(v);
  *out = side + 1;
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  *out = 0;
  kern<<<1, 1>>>(5, out);
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("%s %d\n", cudaGetErrorName(e), *out);
  return 0;
}
