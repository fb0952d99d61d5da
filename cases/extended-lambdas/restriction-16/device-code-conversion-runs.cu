/*---
section: I.6.2
clause: xlambda.restriction-16
description: "An extended __device__ lambda converts to a function pointer in device code, and the pointer is callable there"
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

template <typename T>
__global__ void kern(T in, int *out) {
  int (*fp)(double) = in;
  *out = fp(20.5);
}

int test(void) {
  auto lam_d = [] __device__ (double d) { return (int)(d * 2) + 1; };
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kern<<<1, 1>>>(lam_d, d);
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
