/*---
section: I.4.1
clause: hostext.int128-device
description: "A kernel computes the full 128-bit product (2^64-1)^2 and the host prints its halves."
verdict: ok
phase: run
requires: {features: [int128]}
run:
  stdout: "fffffffffffffffe 0000000000000001\n"
---*/
#include "cuconform.h"

__global__ void square(unsigned long long a, unsigned long long *out)
{
  unsigned __int128 p = (unsigned __int128)a * a;
  out[0] = (unsigned long long)(p >> 64);
  out[1] = (unsigned long long)p;
}

int main(void)
{
  unsigned long long *d = nullptr;
  CC_CHECK(cudaMalloc(&d, 2 * sizeof(unsigned long long)));
  square<<<1, 1>>>(~0ULL, d);
  CC_SYNC();
  unsigned long long h[2];
  CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%016llx %016llx\n", h[0], h[1]);
  return 0;
}
