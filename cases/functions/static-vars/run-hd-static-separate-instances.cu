/*---
section: I.4.9.4
clause: function.static-var-implicit-device
description: "A static in a __host__ __device__ function is __device__ during device compilation and an ordinary host static otherwise: the two sides count separately."
verdict: ok
phase: run
run:
  stdout: "host 2 device 1\n"
---*/
#include "cuconform.h"
__host__ __device__ int tick(void) {
  static int n;
  return ++n;
}
__global__ void kern(int *out) { *out = tick(); }
int main() {
  tick();
  int host = tick();
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("host %d device %d\n", host, *out);
  return 0;
}
