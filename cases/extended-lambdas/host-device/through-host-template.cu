/*---
section: I.6.3
clause: xlambda.host-device-lambda
description: "An extended __host__ __device__ lambda is invoked inside a host function template, and on the device"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "42 42\n"
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
int apply_on_host(F f, int v) { return f(v); }

int test(void) {
  auto lam = [] __host__ __device__ (int v) { return v + 1; };
  int h = apply_on_host(lam, 41);
  int d = eval_on_device([=] __device__ { return lam(41); });
  std::printf("%d %d\n", h, d);
  return 0;
}

int main() { return test(); }
