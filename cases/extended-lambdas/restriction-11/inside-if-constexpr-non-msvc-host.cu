/*---
section: I.6.2
clause: xlambda.restriction-11
description: "An extended lambda defined inside an if-constexpr body: allowed with a non-Visual-Studio host compiler"
verdict: ok
phase: run
std: c++17
flags: ["--extended-lambda"]
tags: [host-not-msvc]
run:
  stdout: "42\n"
note: "The restriction binds only Visual Studio host compilers; with the gcc/clang host compilers this suite runs with, the spec places no such restriction, so the code is valid there."
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
  if constexpr (B) {
    auto lam = [v] __device__ { return v * 2; };
    return eval_on_device(lam);
  } else {
    return 0;
  }
}

int main() {
  std::printf("%d\n", compute<true>(21));
  return 0;
}
