/*---
section: I.4.3.3
clause: volatile.actual-memory-access
description: "A thread of block 1 polls a volatile __device__ flag that block 0 sets after a __threadfence(); the loop ends and sees the data."
verdict: ok
phase: run
run:
  stdout: "42\n"
  timeout: 10
note: Both blocks of the two-block grid are resident at once on any GPU the suite targets, so the spin cannot starve the producer.
---*/
#include "cuconform.h"

__device__ volatile int flag = 0;
__device__ volatile int data = 0;

__global__ void kern(int *out)
{
  if (threadIdx.x != 0) return;
  if (blockIdx.x == 0) {
    data = 42;
    __threadfence();
    flag = 1;
  } else {
    while (flag == 0) { }
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
