/*---
section: I.4.9.5
clause: function.global-address-cross-side
description: "A __global__ function address taken in host code may be passed to cudaLaunchKernel."
verdict: ok
phase: run
run:
  stdout: "12\n"
---*/
#include "cuconform.h"
__global__ void child(int *out) { *out = 12; }
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  void *args[] = {&out};
  CC_CHECK(cudaLaunchKernel((const void *)&child, dim3(1), dim3(1), args, 0, 0));
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
