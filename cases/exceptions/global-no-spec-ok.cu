/*---
section: I.4.7
clause: exception.global-no-spec
description: A __global__ function without exception specification calling a noexcept __device__ function is fine.
verdict: ok
phase: run
run:
  stdout: "42\n"
note: Only __global__ functions are barred from exception specifications.
---*/
#include "cuconform.h"

__device__ int twice(int v) noexcept { return 2 * v; }

__global__ void kern(int *p)
{
  *p = twice(21);
}

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kern<<<1, 1>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
