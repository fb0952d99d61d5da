/*---
section: I.4.4
clause: pointer.symbol-address-host-only
description: "The address from cudaGetSymbolAddress() is given to cudaMemset/cudaMemcpy by host code; the kernel sees the new value."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"

__device__ int table[4];

__global__ void sum(int *out)
{
  *out = table[0] + table[1] + table[2] + table[3];
}

int main(void)
{
  int *addr = nullptr;
  CC_CHECK(cudaGetSymbolAddress((void **)&addr, table));
  CC_CHECK(cudaMemset(addr, 0, 4 * sizeof(int)));
  int src[2] = {20, 22};
  CC_CHECK(cudaMemcpy(addr + 2, src, sizeof src, cudaMemcpyHostToDevice));
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  sum<<<1, 1>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
