/*---
section: I.4.4
clause: pointer.host-deref-device-memory
description: Host code writes through a pointer returned by cudaMalloc.
verdict: ub
phase: run
witness: {program: {signal: SIGSEGV}}
---*/
#include "cuconform.h"

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  *d = 1;
  std::printf("survived\n");
  return 0;
}
