/*---
section: I.4.9.5
clause: function.device-address-in-host
description: "A table of __device__ function pointers built and used in device code selects the right function."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
__device__ int add1(int x) { return x + 1; }
__device__ int dbl(int x) { return x * 2; }
__device__ int (*table[2])(int) = {add1, dbl};
__global__ void kern(int *out) { *out = table[1](table[0](20)); }
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
