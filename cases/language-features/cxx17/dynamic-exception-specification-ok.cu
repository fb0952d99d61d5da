/*---
section: I.3
clause: features.cxx17.dynamic-exception-specifications-removed
description: "A non-throwing throw() specification on a __device__ function under C++17"
since: "11.0"
verdict: ok
phase: run
std: c++17
note: "C++17 keeps throw() as a synonym of noexcept(true) (removed in C++20); throw(type-list) is gone. I.4.7 restricts exception specifications of __global__ functions only."
run:
  stdout: "106\n"
---*/
#include "cuconform.h"

__device__ int twice(int v) throw() { return v * 2; }

__global__ void kernel(int* out, int x) { *out = twice(x) + (noexcept(twice(x)) ? 100 : 0); }

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
