/*---
section: I.4.4
clause: pointer.host-deref-device-memory
description: Host code reads through a pointer returned by cudaMalloc.
verdict: ub
phase: run
witness: {program: {signal: SIGSEGV}}
---*/
#include "cuconform.h"

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
  CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
  int v = d[2];
  std::printf("%d\n", v);
  return 0;
}
