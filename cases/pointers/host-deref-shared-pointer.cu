/*---
section: I.4.4
clause: pointer.host-deref-device-memory
description: "A kernel stores the address of a __shared__ variable; host code dereferences it."
verdict: ub
phase: run
witness: {program: {signal: SIGSEGV}}
---*/
#include "cuconform.h"

__global__ void leak(int **out)
{
  __shared__ int s;
  s = 5;
  *out = &s;
}

int main(void)
{
  int **d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int *)));
  leak<<<1, 1>>>(d);
  CC_SYNC();
  int *p = nullptr;
  CC_CHECK(cudaMemcpy(&p, d, sizeof p, cudaMemcpyDeviceToHost));
  std::printf("%d\n", *p);
  return 0;
}
