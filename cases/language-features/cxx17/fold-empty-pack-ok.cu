/*---
section: I.3
clause: features.cxx17.fold-empty-pack
description: "A binary fold over an empty pack in a __device__ function template"
since: "11.0"
verdict: ok
phase: run
std: c++17
note: "[temp.variadic]: a unary fold of an empty pack is ill-formed except for &&, || and the comma operator."
run:
  stdout: "60\n"
---*/
#include "cuconform.h"

template <class... Ts>
__device__ int sum(Ts... ts) { return (ts + ... + 0); }

__global__ void kernel(int* out, int x) { *out = sum() + sum(x, x) * 10; }

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
