/*---
section: I.2
clause: features.cxx14.deduced-return-types-consistent
description: "A __device__ function whose return statements deduce the same type"
since: "9.0"
verdict: ok
phase: run
std: c++14
run:
  stdout: "12\n"
---*/
#include "cuconform.h"

__device__ auto pick(bool b) {
  if (b) return 1;
  return 2;
}

__global__ void kernel(int* out, int x) { *out = pick(x > 0) * 10 + pick(false); }

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
