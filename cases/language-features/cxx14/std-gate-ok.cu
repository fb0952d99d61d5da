/*---
section: I.2
clause: features.cxx14.requires-cxx14-mode
description: "Several Table 13 features together in device code under -std=c++14 (the breaking cases use each under -std=c++11)"
since: "9.0"
verdict: ok
phase: run
std: c++14
run:
  stdout: "1026\n"
---*/
#include "cuconform.h"

template <class T>
constexpr T scale = T(10);

__device__ auto twice(int v) { return v * 2; }

__global__ void kernel(int* out, int x) {
  auto add = [](auto a, auto b) { return a + b; };
  auto l = [y = x]() { return y; };
  *out = twice(x) + add(1, 2) + l() + 0b100 + 1'000 + scale<int>;
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
