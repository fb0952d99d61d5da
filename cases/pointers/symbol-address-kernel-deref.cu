/*---
section: I.4.4
clause: pointer.symbol-address-host-only
description: The address from cudaGetSymbolAddress() is passed to a kernel that dereferences it in device code.
verdict: ub
phase: run
witness:
  unobservable: "the cudaGetSymbolAddress() address is a valid device address of the variable: the kernel's access succeeds, the rule is the API's contract, and there is no memory error for a tool to see"
note: "Read literally, the sentence allows the address in host code only; in practice it is the variable's device address and the kernel usually reads 9. Any behaviour conforms."
---*/
#include "cuconform.h"

__device__ int value = 9;

__global__ void get(const int *p, int *out)
{
  *out = *p;
}

int main(void)
{
  int *addr = nullptr;
  CC_CHECK(cudaGetSymbolAddress((void **)&addr, value));
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  get<<<1, 1>>>(addr, d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
