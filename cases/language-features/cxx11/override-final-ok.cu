/*---
section: I.1
clause: features.cxx11.override-final-misuse
description: "override and final used correctly on __device__ virtual functions"
since: "7.0"
verdict: ok
phase: run
std: c++11
run:
  stdout: "30\n"
---*/
#include "cuconform.h"

struct Base {
  __device__ virtual int f(int v) const { return v; }
  __device__ virtual ~Base() {}
};
struct Derived final : Base {
  __device__ int f(int v) const override { return v * 10; }
};

__device__ int call(const Base& b, int v) { return b.f(v); }

__global__ void kernel(int* out, int x) {
  Derived d;
  *out = call(d, x);
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
