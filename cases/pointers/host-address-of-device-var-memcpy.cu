/*---
section: I.4.4
clause: pointer.device-var-address-device-only
description: "Host code passes &var of a __device__ variable to cudaMemcpy as if it were a device address."
verdict: ub
phase: run
witness: {memcheck: api-error}
---*/
#include "cuconform.h"

__device__ int value = 5;

int main(void)
{
  int h = 0;
  cudaError_t e = cudaMemcpy(&h, &value, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("%s %d\n", cudaGetErrorName(e), h);
  return 0;
}
