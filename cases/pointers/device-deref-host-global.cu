/*---
section: I.4.4
clause: pointer.device-deref-host-memory
description: A kernel writes through the address of a host namespace-scope variable.
verdict: ub
phase: run
witness: {memcheck: out-of-bounds}
---*/
#include "cuconform.h"

int host_global = 0;

__global__ void set(int *p)
{
  *p = 1;
}

int main(void)
{
  set<<<1, 1>>>(&host_global);
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("%s %d\n", cudaGetErrorName(e), host_global);
  return 0;
}
