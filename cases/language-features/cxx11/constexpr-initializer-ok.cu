/*---
section: I.1
clause: features.cxx11.constexpr-requires-constant
description: "A constexpr variable initialized by a constexpr __device__ function call in device code"
since: "7.0"
verdict: ok
phase: run
std: c++11
run:
  stdout: "19\n"
---*/
#include "cuconform.h"

__device__ constexpr int square(int v) { return v * v; }

__global__ void kernel(int* out, int x) {
  constexpr int k = square(4);
  *out = k + x;
}

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
