/*---
section: I.4.9.4
clause: function.static-var-implicit-device
description: "A static without specifier in a kernel is a __device__ variable: it persists across launches."
verdict: ok
phase: run
run:
  stdout: "3\n"
---*/
#include "cuconform.h"
__global__ void kern(int *out) {
  static int n;
  n += 1;
  *out = n;
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  for (int i = 0; i < 3; ++i) {
    kern<<<1, 1>>>(out);
    CC_SYNC();
  }
  std::printf("%d\n", *out);
  return 0;
}
