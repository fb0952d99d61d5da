/*---
section: I.4.8
clause: stdlib.host-only
description: memcpy and memset in device code are specified otherwise (documented device functions) and work.
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
#include <cstring>

__global__ void kern(int *out)
{
  int a[4];
  int b[4];
  memset(a, 0, sizeof a);
  a[2] = 42;
  memcpy(b, a, sizeof a);
  *out = b[2] + b[0];
}

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kern<<<1, 1>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
