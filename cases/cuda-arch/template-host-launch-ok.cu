/*---
section: I.4.2.1
clause: cudaarch.global-template-instantiation
description: A kernel template launched from ordinary host code (no __CUDA_ARCH__ test) is instantiated alike in both passes.
verdict: ok
phase: run
run:
  stdout: "3\n"
---*/
#include "cuconform.h"

__device__ int result;

template <typename T>
__global__ void kern(T in)
{
  result = (int)in;
}

int main(void)
{
  kern<<<1, 1>>>(3.5f);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpyFromSymbol(&h, result, sizeof h));
  std::printf("%d\n", h);
  return 0;
}
