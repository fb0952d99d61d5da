/*---
section: I.4.4
clause: pointer.device-deref-host-memory
description: A kernel writes through a pointer to a host stack variable.
verdict: ub
phase: run
run:
witness: {memcheck: out-of-bounds}
---*/
#include "cuconform.h"

__global__ void set(int *p)
{
  *p = 42;
}

int main(void)
{
  int local = 0;
  set<<<1, 1>>>(&local);
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("%s %d\n", cudaGetErrorName(e), local);
  return 0;
}
