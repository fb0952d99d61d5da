/*---
section: I.4.3.3
clause: volatile.actual-memory-access
description: "A thread of one warp polls a volatile __shared__ flag set by a thread of another warp; every poll is a real load, so the loop ends."
verdict: ok
phase: run
run:
  stdout: "42\n"
  timeout: 10
---*/
#include "cuconform.h"

__global__ void kern(int *out)
{
  volatile __shared__ int flag;
  volatile __shared__ int data;
  if (threadIdx.x == 0) flag = 0;
  __syncthreads();
  if (threadIdx.x == 0) {
    data = 42;
    __threadfence_block();
    flag = 1;
  } else if (threadIdx.x == 32) {
    while (flag == 0) { }
    __threadfence_block();
    *out = data;
  }
}

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kern<<<1, 64>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
