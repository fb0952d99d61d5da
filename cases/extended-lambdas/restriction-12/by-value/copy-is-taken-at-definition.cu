/*---
section: I.6.2
clause: xlambda.restriction-12.by-value
description: "Variables captured by value are copied when the extended lambda is evaluated: later changes to the originals are not seen on the device"
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
  int a = 40, b = 2;
  auto lam = [a, b] __device__ { return a + b; };
  a = 1000;
  b = 1000;
  return eval_on_device(lam);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
