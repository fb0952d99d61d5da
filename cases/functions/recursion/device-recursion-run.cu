/*---
section: I.4.9.6
clause: global.no-recursion
description: "A recursive __device__ function computes its result on the device."
verdict: ok
phase: run
run:
  stdout: "55\n"
---*/
#include "cuconform.h"
__device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__global__ void kern(int *out) { *out = fib(10); }
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
