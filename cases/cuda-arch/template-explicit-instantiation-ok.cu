/*---
section: I.4.2.1
clause: cudaarch.global-template-instantiation
description: "The same host-only launch is fine when kern<int> is explicitly instantiated outside the #if, so both passes instantiate it."
verdict: ok
phase: run
run:
  stdout: "7\n"
---*/
#include "cuconform.h"

__device__ int result;
template <typename T>
__global__ void kern(T in)
{
  result = in;
}

template __global__ void kern<int>(int);

__host__ __device__ void foo(void)
{
#if !defined(__CUDA_ARCH__)
  kern<<<1,1>>>(7);
#endif
}

int main(void)
{
  foo();
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpyFromSymbol(&h, result, sizeof h));
  std::printf("%d\n", h);
  return 0;
}
