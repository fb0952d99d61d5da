/*---
section: I.6.3
clause: xlambda.host-device-lambda
description: "Unlike __device__ lambdas, an extended __host__ __device__ lambda can be called from host code"
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
  int k = 6;
  auto lam = [k] __host__ __device__ (int v) { return k * v; };
  return lam(7);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
