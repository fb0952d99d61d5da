/*---
section: I.4.9.5
clause: function.global-address-cross-side
description: "A __global__ function address taken in device code may be used in device code to launch the kernel."
verdict: ok
phase: run
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
run:
  stdout: "13\n"
---*/
#include "cuconform.h"
__global__ void child(int *out) { *out = 13; }
__global__ void parent(int *out) {
  void (*fp)(int *) = child;
  fp<<<1, 1>>>(out);
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  parent<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
