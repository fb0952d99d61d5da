/*---
section: I.3
clause: features.cxx17.requires-cxx17-mode
description: "Several C++17 features together in device code under -std=c++17 (the breaking cases use each under -std=c++14)"
since: "11.0"
verdict: ok
phase: run
std: c++17
run:
  stdout: "187\n"
---*/
#include "cuconform.h"

namespace outer::inner {
__device__ int one() { return 1; }
}  // namespace outer::inner

inline constexpr int kLimit = 40;

template <class... Ts>
__device__ int sum(Ts... ts) { return (ts + ... + 0); }

struct Pair { int a, b; };

struct Counter {
  int v;
  __device__ int copy_sum() { auto l = [*this]() { return v * 2; }; return l(); }
};

__global__ void kernel(int* out, int x) {
  auto [a, b] = Pair{x, 4};
  int r = outer::inner::one() + kLimit + sum(a, b) + Counter{x}.copy_sum();
  if constexpr (sizeof(int) == 4) r += 100;
  if (int y = x * 10; y > 5) r += y;
  r += static_cast<int>(0x1.8p1);
  *out = r;
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
