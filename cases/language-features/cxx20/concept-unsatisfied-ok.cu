/*---
section: I.3
clause: features.cxx20.constraints-enforced
description: "A constrained __device__ function template called with a type that satisfies its concept"
since: "12.0"
verdict: ok
phase: run
std: c++20
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0."
run:
  stdout: "200\n"
tags: [beyond-guide]
---*/
#include "cuconform.h"

template <class T>
concept Small = sizeof(T) <= 4;

template <Small T>
__device__ int widen(T v) { return static_cast<int>(v) * 2; }

__global__ void kernel(int* out, int x) { *out = widen(x) + widen('a'); }

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
