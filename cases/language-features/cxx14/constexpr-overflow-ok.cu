/*---
section: I.2
clause: features.cxx14.relaxed-constexpr-no-undefined-behavior
description: "A C++14 constexpr __device__ function with mutation evaluated at compile time without overflow"
since: "9.0"
verdict: ok
phase: run
std: c++14
note: "[expr.const]: an operation with undefined behaviour is not a core constant expression, so the constexpr variable is ill-formed."
run:
  stdout: "50\n"
---*/
#include "cuconform.h"

__device__ constexpr int add_to_max(int n) {
  int s = 2147483647 - 10;
  s += n;
  return s;
}

__global__ void kernel(int* out, int x) {
  constexpr int k = add_to_max(10);
  *out = k - 2147483600 + x;
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
