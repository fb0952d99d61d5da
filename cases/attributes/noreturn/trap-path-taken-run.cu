/*---
section: I.4.16
clause: attr.noreturn-supported
description: "A noreturn __device__ function that traps, on the path taken: the kernel does not complete, the launch reports an error."
verdict: ok
phase: run
run:
  stdout: "trapped\n"
---*/
#include "cuconform.h"
[[noreturn]] __device__ void die(void) { __trap(); }
__global__ void kern(int v, int *out) {
  if (v < 0) die();
  *out = v;
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(-1, out);
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("%s\n", e == cudaSuccess ? "completed" : "trapped");
  return 0;
}
