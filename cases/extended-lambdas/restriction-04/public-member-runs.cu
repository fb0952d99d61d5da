/*---
section: I.6.2
clause: xlambda.restriction-4
description: "An extended lambda in a public member function captures a member copy and runs"
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

struct Acc {
  int base;
  int compute(void) const {
    int b = base;
    auto lam = [b] __device__ { return b * 2; };
    return eval_on_device(lam);
  }
};

int main() {
  Acc a{21};
  std::printf("%d\n", a.compute());
  return 0;
}
