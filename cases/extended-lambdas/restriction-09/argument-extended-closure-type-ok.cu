/*---
section: I.6.2
clause: xlambda.restriction-9
description: "An extended lambda's closure type is the allowed exception: a function template instantiated with it may define an extended lambda"
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
int twice_on_device(F f) {
  auto lam = [f] __device__ { return f() * 2; };
  return eval_on_device(lam);
}

int test(void) {
  auto base = [] __device__ { return 21; };
  return twice_on_device(base);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
