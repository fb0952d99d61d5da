/*---
section: I.3
clause: features.cxx20.requires-cxx20-mode
description: "Several C++20 features together in device code under -std=c++20 (the breaking cases use each under -std=c++17)"
since: "12.0"
verdict: ok
phase: run
std: c++20
tags: [beyond-guide]
run:
  stdout: "134\n"
---*/
#include "cuconform.h"

template <class T>
concept Small = sizeof(T) <= 4;

template <Small T>
__device__ int widen(T v) { return static_cast<int>(v); }

__device__ consteval int sq(int v) { return v * v; }

struct Des { int a; int b; };
struct Bits { int f : 4 = 3; };
struct Fix { int n; };
enum class Dir { North, East };

template <Fix F>
__device__ int fixed() { return F.n; }

__device__ int seed() {
  static constinit int s = 5;
  return s;
}

__global__ void kernel(int* out, int x) {
  Des d{.a = x, .b = 2};
  auto id = []<class T>(T v) { return v; };
  int r = widen(x) + sq(3) + d.a + d.b + id(1) + Bits{}.f + fixed<Fix{7}>() + seed();
  for (int arr[] = {1, 2}; int v : arr) r += v;
  using enum Dir;
  r += static_cast<int>(East);
  char8_t c = u8'a';
  r += c;
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
