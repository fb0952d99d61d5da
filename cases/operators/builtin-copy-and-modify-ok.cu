/*---
section: I.4.5.1
clause: operator.builtin-no-assign
description: Copies of built-in variables are ordinary objects and may be modified.
verdict: ok
phase: run
run:
  stdout: "20 23\n"
---*/
#include "cuconform.h"

__global__ void kern(unsigned *out)
{
  uint3 t = threadIdx;
  dim3 b = blockDim;
  unsigned w = warpSize;
  t.x += 1;
  b.x -= 1;
  w /= 2;
  out[threadIdx.x] = t.x + b.x + w;
}

int main(void)
{
  unsigned *d = nullptr;
  CC_CHECK(cudaMalloc(&d, 4 * sizeof(unsigned)));
  kern<<<1, 4>>>(d);
  CC_SYNC();
  unsigned h[4];
  CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%u %u\n", h[0], h[3]);
  return 0;
}
