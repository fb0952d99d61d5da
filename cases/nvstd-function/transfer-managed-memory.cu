/*---
section: I.5
clause: nvfunction.no-runtime-transfer
description: "An nvstd::function built in host code in managed memory and invoked in a kernel."
verdict: ub
phase: run
requires:
  features: ["nvfunctional"]
witness: {memcheck: invalid-pc}
note: "Managed memory makes the bytes reachable from both sides, but the instance was still made in host code."
---*/
#include "cuconform.h"
#include <nvfunctional>
#include <new>
__host__ __device__ int foo_hd() { return 2; }
__global__ void use(nvstd::function<int()> *slot, int *out) { *out = (*slot)(); }
int main() {
  nvstd::function<int()> *slot;
  int *out;
  CC_CHECK(cudaMallocManaged(&slot, sizeof(nvstd::function<int()>)));
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  new (slot) nvstd::function<int()>(foo_hd);
  use<<<1,1>>>(slot, out);
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("%s\n", cudaGetErrorName(e));
  return 0;
}
