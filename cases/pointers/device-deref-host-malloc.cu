/*---
section: I.4.4
clause: pointer.device-deref-host-memory
description: A kernel reads through a pointer returned by host malloc (pageable host memory).
verdict: ub
phase: run
witness: {memcheck: out-of-bounds}
note: "On systems with heterogeneous memory management the access may even work; any behaviour conforms."
---*/
#include "cuconform.h"

__global__ void get(const int *p, int *out)
{
  *out = *p;
}

int main(void)
{
  int *h = (int *)std::malloc(sizeof(int));
  *h = 7;
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  get<<<1, 1>>>(h, d);
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("%s\n", cudaGetErrorName(e));
  std::free(h);
  return 0;
}
