/*---
section: I.6.2
clause: xlambda.restriction-1
description: "An unannotated lambda inside an extended __device__ lambda is allowed and runs on the device"
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
  auto lam1 = [=] __device__ {
    auto twice = [](int v) { return 2 * v; };
    return twice(k) + twice(15);
  };
  return eval_on_device(lam1);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
