/*---
section: I.6.2
clause: xlambda.restriction-12.pack-element
description: "A non-pack function parameter of a variadic function template may be captured"
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

template <typename T, typename... Rest>
int first_on_device(T first, Rest... rest) {
  auto lam = [first] __device__ { return first; };
  return eval_on_device(lam) + (int)sizeof...(rest);
}

int main() {
  std::printf("%d\n", first_on_device(40, 1.0, 'c'));
  return 0;
}
