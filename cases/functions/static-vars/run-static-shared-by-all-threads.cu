/*---
section: I.4.9.4
clause: function.static-var-implicit-device
description: "A static without specifier in a __device__ function is one __device__ variable shared by every thread of every block."
verdict: ok
phase: run
run:
  stdout: "256\n"
---*/
#include "cuconform.h"
__device__ int *counter(void) {
  static int n;
  return &n;
}
__global__ void bump(void) { atomicAdd(counter(), 1); }
__global__ void read(int *out) { *out = *counter(); }
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  bump<<<4, 64>>>();
  CC_SYNC();
  read<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
