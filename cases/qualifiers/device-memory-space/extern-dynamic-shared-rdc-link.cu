/*---
section: I.4.3.1
clause: memspace.extern-dynamic-shared
description: "A dynamically allocated extern __shared__ array needs no definition: the device link succeeds in separate compilation mode."
verdict: ok
phase: run
flags: ["-rdc=true"]
requires: {rdc: true}
run:
  stdout: "1\n"
---*/
#include "cuconform.h"

extern __shared__ int dyn[];

__global__ void kern(int *out)
{
  dyn[threadIdx.x] = threadIdx.x + 1;
  __syncthreads();
  out[threadIdx.x] = dyn[0];
}

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, 32 * sizeof(int)));
  kern<<<1, 32, 32 * sizeof(int)>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
