/*---
section: I.4.5.1
clause: operator.constant-assign-host-only
description: "Host code assigns __constant__ variables with cudaMemcpyToSymbol (including an offset); the kernel reads the values."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"

__constant__ int table[4];
__constant__ int bias;

__global__ void kern(int *out)
{
  *out = table[0] + table[1] + table[2] + table[3] + bias;
}

int main(void)
{
  int first[2] = {1, 2};
  int second[2] = {3, 4};
  int b = 32;
  CC_CHECK(cudaMemcpyToSymbol(table, first, sizeof first));
  CC_CHECK(cudaMemcpyToSymbol(table, second, sizeof second, 2 * sizeof(int)));
  CC_CHECK(cudaMemcpyToSymbol(bias, &b, sizeof b));
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kern<<<1, 1>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
