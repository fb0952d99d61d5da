/*---
section: I.4.5.1
clause: operator.constant-assign-host-only
description: A __constant__ variable with a constant initializer in its definition (not an assignment) is fine.
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"

__constant__ int answer = 42;

__global__ void kern(int *out)
{
  *out = answer;
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
