/*---
section: I.6.2
clause: xlambda.restriction-10
description: "A static (internal linkage) enclosing function: allowed with a non-Visual-Studio host compiler"
verdict: ok
phase: run
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

static int compute(int v) {
  auto lam = [v] __device__ { return v + 1; };
  return eval_on_device(lam);
}

int main() {
  std::printf("%d\n", compute(41));
  return 0;
}
