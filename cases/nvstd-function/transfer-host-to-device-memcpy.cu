/*---
section: I.5
clause: nvfunction.no-runtime-transfer
description: "An nvstd::function built in host code and copied byte-wise to device memory, then invoked in a kernel."
verdict: ub
phase: run
requires:
  features: ["nvfunctional"]
run:
witness: {memcheck: invalid-pc}
---*/
#include "cuconform.h"
#include <nvfunctional>
#include <new>
__host__ __device__ int foo_hd() { return 2; }
__global__ void use(nvstd::function<int()> *slot, int *out) { *out = (*slot)(); }
int main() {
  nvstd::function<int()> fn = foo_hd;
  nvstd::function<int()> *slot;
  int *out;
  CC_CHECK(cudaMalloc(&slot, sizeof fn));
  CC_CHECK(cudaMalloc(&out, sizeof(int)));
  CC_CHECK(cudaMemcpy(slot, &fn, sizeof fn, cudaMemcpyHostToDevice));
  use<<<1,1>>>(slot, out);
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("%s\n", cudaGetErrorName(e));
  return 0;
}
