/*---
section: I.4.1
clause: hostext.int128-device
description: A __host__ __device__ function using __int128 gives the same result on both sides.
verdict: ok
phase: run
requires: {features: [int128]}
run:
  stdout: "same\n"
---*/
#include "cuconform.h"

__host__ __device__ long long fold(long long a, long long b)
{
  __int128 p = (__int128)a * b;
  return (long long)(p >> 64) ^ (long long)p;
}

__global__ void kern(long long *out)
{
  *out = fold(0x123456789LL, -0x987654321LL);
}

int main(void)
{
  long long *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(long long)));
  kern<<<1, 1>>>(d);
  CC_SYNC();
  long long h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%s\n", h == fold(0x123456789LL, -0x987654321LL) ? "same" : "different");
  return 0;
}
