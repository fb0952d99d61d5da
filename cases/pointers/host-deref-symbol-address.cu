/*---
section: I.4.4
clause: pointer.host-deref-device-memory
description: Host code dereferences the global-memory address of a __device__ variable obtained with cudaGetSymbolAddress().
verdict: ub
phase: run
witness: {program: {signal: SIGSEGV}}
---*/
#include "cuconform.h"

__device__ int value = 5;

int main(void)
{
  int *p = nullptr;
  CC_CHECK(cudaGetSymbolAddress((void **)&p, value));
  std::printf("%d\n", *p);
  return 0;
}
