/*---
section: I.6.2
clause: xlambda.restriction-12.init-capture
description: "[x{42}] deduces int in C++17 (not std::initializer_list): accepted for an extended __device__ lambda"
verdict: ok
phase: run
std: c++17
flags: ["--extended-lambda"]
run:
  stdout: "42\n"
note: "N3922 / C++17: auto x{42} deduces int, so the init-capture is not of type std::initializer_list."
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
  auto lam = [x{42}] __device__ { return x; };
  return eval_on_device(lam);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
