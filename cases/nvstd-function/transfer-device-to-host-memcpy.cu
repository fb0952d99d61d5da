/*---
section: I.5
clause: nvfunction.no-runtime-transfer
description: "An nvstd::function built in a kernel and copied byte-wise to host memory, then invoked in host code."
verdict: ub
phase: run
requires:
  features: ["nvfunctional"]
witness: {program: {signal: SIGSEGV}}
---*/
#include "cuconform.h"
#include <nvfunctional>
#include <new>
__host__ __device__ int foo_hd() { return 2; }
__global__ void make(nvstd::function<int()> *slot) { new (slot) nvstd::function<int()>(foo_hd); }
int main() {
  nvstd::function<int()> *slot;
  alignas(nvstd::function<int()>) unsigned char buf[sizeof(nvstd::function<int()>)];
  CC_CHECK(cudaMalloc(&slot, sizeof buf));
  make<<<1,1>>>(slot);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(buf, slot, sizeof buf, cudaMemcpyDeviceToHost));
  nvstd::function<int()> *fn = reinterpret_cast<nvstd::function<int()> *>(buf);
  std::printf("%d\n", (*fn)());
  return 0;
}
