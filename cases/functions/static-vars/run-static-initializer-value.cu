/*---
section: I.4.9.4
clause: function.static-var-implicit-device
description: "A constant-initialized static in a __device__ function holds its initial value on first use."
verdict: ok
phase: run
run:
  stdout: "33\n"
---*/
#include "cuconform.h"
struct S1_t { int x; };
__device__ int f(void) {
  static int i2 = 11;
  static S1_t i4 = {22};
  return i2 + i4.x;
}
__global__ void kern(int *out) { *out = f(); }
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
