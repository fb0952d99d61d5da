/*---
section: I.4.4
clause: pointer.host-deref-device-memory
description: Device memory is written by a kernel and read by the host through cudaMemcpy, never dereferenced on the host.
verdict: ok
phase: run
run:
  stdout: "3 7\n"
---*/
#include "cuconform.h"

__global__ void iota(int *p)
{
  p[threadIdx.x] = threadIdx.x;
}

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, 8 * sizeof(int)));
  iota<<<1, 8>>>(d);
  CC_SYNC();
  int h[8];
  CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d %d\n", h[3], h[7]);
  return 0;
}
