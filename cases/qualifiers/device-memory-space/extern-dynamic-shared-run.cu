/*---
section: I.4.3.1
clause: memspace.extern-dynamic-shared
description: A dynamically allocated extern __shared__ array sized at launch works in whole program mode.
verdict: ok
phase: run
run:
  stdout: "63 0\n"
---*/
#include "cuconform.h"

extern __shared__ int dyn[];

__global__ void reverse(int *data)
{
  int n = blockDim.x;
  dyn[threadIdx.x] = data[threadIdx.x];
  __syncthreads();
  data[threadIdx.x] = dyn[n - 1 - threadIdx.x];
}

int main(void)
{
  const int n = 64;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = i;
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof h));
  CC_CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
  reverse<<<1, n, n * sizeof(int)>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d %d\n", h[0], h[n - 1]);
  return 0;
}
