/*---
section: I.4.2.1
clause: cudaarch.signature
description: A kernel and __device__ variable with the same signature in both passes work across the host/device boundary.
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"

__device__ long long total;

__global__ void add(long long v)
{
#ifdef __CUDA_ARCH__
  total += v;
#endif
}

int main(void)
{
  long long zero = 0;
  CC_CHECK(cudaMemcpyToSymbol(total, &zero, sizeof zero));
  add<<<1, 1>>>(40);
  add<<<1, 1>>>(2);
  CC_SYNC();
  long long h = 0;
  CC_CHECK(cudaMemcpyFromSymbol(&h, total, sizeof h));
  std::printf("%lld\n", h);
  return 0;
}
