/*---
section: I.4.9.5
clause: function.global-address-cross-side
description: "A __global__ function address taken in host code may be used in host code to launch the kernel."
verdict: ok
phase: run
run:
  stdout: "11\n"
---*/
#include "cuconform.h"
__global__ void child(int *out) { *out = 11; }
int main() {
  void (*fp)(int *) = child;
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  fp<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
