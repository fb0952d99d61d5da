/*---
section: I.6.2
clause: xlambda.restriction-12.init-capture
description: "Init-captures are supported for extended __device__ lambdas: [x = a + 1], [p = ptr]"
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
__global__ void run_kernel(F f) { f(); }

int test(void) {
  int a = 41;
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  auto lam = [x = a + 1, p = d] __device__ { *p = x; };
  run_kernel<<<1, 1>>>(lam);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  return h;
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
