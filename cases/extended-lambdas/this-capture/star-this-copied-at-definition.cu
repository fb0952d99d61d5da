/*---
section: I.6.4
clause: xlambda.this-capture-supported
description: "*this is copied when the extended lambda is evaluated: later changes to the object are not seen by the kernel"
verdict: ok
phase: run
std: c++17
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

struct S1_t {
  int xxx;
  int doit(void) {
    auto lam1 = [=, *this] __device__ { return xxx + 1; };
    xxx = 1000;
    return eval_on_device(lam1);
  }
};

int main() {
  S1_t s{41};
  std::printf("%d\n", s.doit());
  return 0;
}
