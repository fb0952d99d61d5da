/*---
section: I.4.4
clause: pointer.device-deref-host-memory
description: A kernel writes mapped pinned host memory through the device pointer from cudaHostGetDevicePointer (documented mapped memory).
verdict: ok
phase: run
run:
  stdout: "10 30\n"
---*/
#include "cuconform.h"

__global__ void set(int *p)
{
  p[threadIdx.x] = 10 * threadIdx.x;
}

int main(void)
{
  int *h = nullptr;
  CC_CHECK(cudaHostAlloc(&h, 4 * sizeof(int), cudaHostAllocMapped));
  int *d = nullptr;
  CC_CHECK(cudaHostGetDevicePointer(&d, h, 0));
  set<<<1, 4>>>(d);
  CC_SYNC();
  std::printf("%d %d\n", h[1], h[3]);
  CC_CHECK(cudaFreeHost(h));
  return 0;
}
