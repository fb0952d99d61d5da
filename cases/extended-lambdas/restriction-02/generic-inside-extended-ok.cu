/*---
section: I.6.2
clause: xlambda.restriction-2
description: "The reverse nesting is allowed: a generic unannotated lambda inside an extended __device__ lambda"
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
  auto lam1 = [] __device__ {
    auto add = [] (auto a, auto b) { return a + b; };
    return add(40, 1) + (int)add(0.5, 0.5);
  };
  return eval_on_device(lam1);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
