/*---
section: I.4.3.3
clause: volatile.compiler-may-optimize
description: "Plain global data published with __threadfence() and an atomic flag is seen by a consumer that polls the flag atomically and fences: the compiler respects memory fence functions."
verdict: ok
phase: run
run:
  stdout: "42\n"
  timeout: 10
---*/
#include "cuconform.h"

__device__ int data = 0;
__device__ int flag = 0;

__global__ void kern(int *out)
{
  if (threadIdx.x != 0) return;
  if (blockIdx.x == 0) {
    data = 42;
    __threadfence();
    atomicExch(&flag, 1);
  } else {
    while (atomicAdd(&flag, 0) == 0) { }
    __threadfence();
    *out = data;
  }
}

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kern<<<2, 32>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
