/*---
section: I.4.16
clause: attr.noreturn-supported
description: "A noreturn __device__ function on a path not taken: the kernel computes the other path."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
[[noreturn]] __device__ void die(void) { __trap(); }
__device__ int safe_div(int a, int b) {
  if (b == 0) die();
  return a / b;
}
__global__ void kern(int *out) { *out = safe_div(84, 2); }
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
