/*---
section: I.5
clause: nvfunction.no-runtime-transfer
description: "An nvstd::function built, stored in device memory and invoked entirely on the device."
verdict: ok
phase: run
requires:
  features: ["nvfunctional"]
run:
  stdout: "41\n"
note: "The instance crosses kernel launches but never leaves device code."
---*/
#include "cuconform.h"
#include <nvfunctional>
#include <new>
__device__ int foo_d() { return 1; }
__global__ void make(nvstd::function<int()> *slot) { new (slot) nvstd::function<int()>(foo_d); }
__global__ void use(nvstd::function<int()> *slot, int *out) { *out = (*slot)() + 40; }
__global__ void destroy(nvstd::function<int()> *slot) { slot->~function(); }
int main() {
  nvstd::function<int()> *slot;
  int *out, h = 0;
  CC_CHECK(cudaMalloc(&slot, sizeof(nvstd::function<int()>)));
  CC_CHECK(cudaMalloc(&out, sizeof(int)));
  make<<<1,1>>>(slot);
  use<<<1,1>>>(slot, out);
  destroy<<<1,1>>>(slot);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&h, out, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
