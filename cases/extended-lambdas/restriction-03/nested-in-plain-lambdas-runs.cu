/*---
section: I.6.2
clause: xlambda.restriction-3
description: "An extended lambda nested two plain lambdas deep in a host function is launched from inside them"
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
  int r = 0;
  auto lam2 = [&] {
    auto lam3 = [&] {
      int v = 42;
      auto lam4 = [=] __host__ __device__ { return v; };
      r = eval_on_device(lam4);
    };
    lam3();
  };
  lam2();
  return r;
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
