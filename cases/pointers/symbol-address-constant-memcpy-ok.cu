/*---
section: I.4.4
clause: pointer.symbol-address-host-only
description: The address of a __constant__ variable from cudaGetSymbolAddress() is the target of a host cudaMemcpy.
verdict: ok
phase: run
run:
  stdout: "6\n"
---*/
#include "cuconform.h"

__constant__ float coeff[2];

__global__ void kern(float *out)
{
  *out = coeff[0] * coeff[1];
}

int main(void)
{
  void *addr = nullptr;
  CC_CHECK(cudaGetSymbolAddress(&addr, coeff));
  float h[2] = {1.5f, 4.0f};
  CC_CHECK(cudaMemcpy(addr, h, sizeof h, cudaMemcpyHostToDevice));
  float *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(float)));
  kern<<<1, 1>>>(d);
  CC_SYNC();
  float r = 0;
  CC_CHECK(cudaMemcpy(&r, d, sizeof r, cudaMemcpyDeviceToHost));
  std::printf("%g\n", r);
  return 0;
}
