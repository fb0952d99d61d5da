/*---
section: I.4.4
clause: pointer.device-var-address-device-only
description: The addresses of __device__, __constant__ and __shared__ variables taken in device code are used in device code.
verdict: ok
phase: run
run:
  stdout: "37\n"
---*/
#include "cuconform.h"

__device__ int dev_value = 0;
__constant__ int const_value = 7;

__device__ void add_to(int *dst, const int *src)
{
  *dst += *src;
}

__global__ void kern(void)
{
  __shared__ int sh;
  sh = 30;
  add_to(&dev_value, &const_value);
  add_to(&dev_value, &sh);
}

int main(void)
{
  kern<<<1, 1>>>();
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpyFromSymbol(&h, dev_value, sizeof h));
  std::printf("%d\n", h);
  return 0;
}
