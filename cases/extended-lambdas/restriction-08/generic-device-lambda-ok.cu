/*---
section: I.6.2
clause: xlambda.restriction-8
description: "Only __host__ __device__ extended lambdas are barred from being generic: a generic extended __device__ lambda is accepted and runs"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
template <typename F>
__global__ void eval_kernel(F f, int *out) { *out = f(); }

template <typename F>
int eval_on_device(F f) {
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  eval_kernel<<<1, 1>>>(f, d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  return h;
}

template <typename F>
__global__ void apply_kernel(F f, int *out) { *out = f(40) + (int)f(2.0f); }

int test(void) {
  auto lam = [] __device__ (auto i) { return i; };
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  apply_kernel<<<1, 1>>>(lam, d);
  CC_SYNC();
  int r = 0;
  CC_CHECK(cudaMemcpy(&r, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  return r;
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
