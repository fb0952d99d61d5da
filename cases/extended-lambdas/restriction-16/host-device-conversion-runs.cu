/*---
section: I.6.2
clause: xlambda.restriction-16
description: "An extended __host__ __device__ lambda converts to a function pointer in host code, and the pointer is callable"
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

int test(void) {
  auto lam_hd = [] __host__ __device__ (double d) { return (int)(d * 2); };
  int (*fp)(double) = lam_hd;
  return fp(21.0);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
