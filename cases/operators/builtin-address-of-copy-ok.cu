/*---
section: I.4.5.2
clause: operator.builtin-no-address
description: Taking the address of a local copy of a built-in variable is fine.
verdict: ok
phase: run
run:
  stdout: "2 103\n"
---*/
#include "cuconform.h"

__device__ unsigned read(const unsigned *p) { return *p; }

__global__ void kern(unsigned *out)
{
  unsigned t = threadIdx.x;
  uint3 b = blockIdx;
  out[blockIdx.x * blockDim.x + threadIdx.x] = read(&t) + 100 * read(&b.x);
}

int main(void)
{
  unsigned *d = nullptr;
  CC_CHECK(cudaMalloc(&d, 8 * sizeof(unsigned)));
  kern<<<2, 4>>>(d);
  CC_SYNC();
  unsigned h[8];
  CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%u %u\n", h[2], h[7]);
  return 0;
}
