/*---
section: I.4.4
clause: pointer.device-var-address-device-only
description: "Host code passes &var of a __constant__ variable to a kernel, which reads through it."
verdict: ub
phase: run
run:
witness: {memcheck: out-of-bounds}
---*/
#include "cuconform.h"

__constant__ int coeff = 3;

__global__ void get(const int *p, int *out)
{
  *out = *p;
}

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  get<<<1, 1>>>(&coeff, d);
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("%s\n", cudaGetErrorName(e));
  return 0;
}
