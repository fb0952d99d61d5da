/*---
section: I.1
clause: features.cxx11.deleted-functions-use
description: "Calling the non-deleted overload next to a deleted one from a __global__ function"
since: "7.0"
verdict: ok
phase: run
std: c++11
run:
  stdout: "200\n"
---*/
#include "cuconform.h"

__device__ int only_int(int v) { return v * 2; }
__device__ int only_int(double) = delete;

__global__ void kernel(int* out, int x) { *out = only_int(x) + only_int('a'); }

int main() {
  int* d = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kernel<<<1, 1>>>(d, 3);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  std::printf("%d\n", h);
  return 0;
}
