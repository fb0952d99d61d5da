/*---
section: I.4.5.1
clause: operator.shared-no-initializer
description: A __shared__ variable declared without initializer and assigned by one thread before a barrier is fine.
verdict: ok
phase: run
run:
  stdout: "42 42\n"
---*/
#include "cuconform.h"

__global__ void kern(int *out)
{
  __shared__ int s;
  __shared__ int a[2];
  if (threadIdx.x == 0) {
    s = 40;
    a[0] = 1;
    a[1] = 1;
  }
  __syncthreads();
  out[threadIdx.x] = s + a[0] + a[1];
}

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, 64 * sizeof(int)));
  kern<<<1, 64>>>(d);
  CC_SYNC();
  int h[64];
  CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d %d\n", h[0], h[63]);
  return 0;
}
