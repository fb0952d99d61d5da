/*---
section: I.4.4
clause: pointer.host-deref-device-memory
description: Memory from cudaMallocManaged may be dereferenced on the host after synchronization (unified memory, outside this sentence).
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"

__global__ void set(int *p)
{
  *p = 42;
}

int main(void)
{
  int *m = nullptr;
  CC_CHECK(cudaMallocManaged(&m, sizeof(int)));
  set<<<1, 1>>>(m);
  CC_SYNC();
  std::printf("%d\n", *m);
  CC_CHECK(cudaFree(m));
  return 0;
}
