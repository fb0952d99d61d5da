/*---
section: I.6.2
clause: xlambda.restriction-11
description: "An extended lambda defined before an if-constexpr block and used inside it satisfies restriction 11 on every host compiler"
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

template <bool B>
int compute(int v) {
  auto lam = [v] __device__ { return v * 2; };
  if constexpr (B) {
    return eval_on_device(lam);
  } else {
    return 0;
  }
}

int main() {
  std::printf("%d\n", compute<true>(21));
  return 0;
}
