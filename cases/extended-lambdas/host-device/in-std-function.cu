/*---
section: I.6.3
clause: xlambda.host-device-lambda
description: "An extended __host__ __device__ lambda stored in a host std::function and called through it"
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

#include <functional>

int test(void) {
  int base = 40;
  auto lam = [base] __host__ __device__ (int v) { return base + v; };
  std::function<int(int)> f = lam;
  return f(2);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
