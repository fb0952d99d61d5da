/*---
section: I.4.3.3
clause: volatile.compiler-may-optimize
description: "Plain (non-volatile) shared memory written before __syncthreads() is seen by other threads after it: the compiler respects synchronization functions."
verdict: ok
phase: run
run:
  stdout: "2 0 16256\n"
---*/
#include "cuconform.h"

__global__ void rotate(int *out)
{
  __shared__ int buf[128];
  buf[threadIdx.x] = threadIdx.x * 2;
  __syncthreads();
  out[threadIdx.x] = buf[(threadIdx.x + 1) % 128];
}

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, 128 * sizeof(int)));
  rotate<<<1, 128>>>(d);
  CC_SYNC();
  int h[128];
  CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  long long sum = 0;
  for (int i = 0; i < 128; ++i) sum += h[i];
  std::printf("%d %d %lld\n", h[0], h[127], sum);
  return 0;
}
