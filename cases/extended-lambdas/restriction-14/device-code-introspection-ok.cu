/*---
section: I.6.2
clause: xlambda.restriction-14
description: "Introspecting the return and parameter types of an extended __device__ lambda in device code is fine"
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

#include <type_traits>

template <typename F>
__global__ void introspect(F f, int *out) {
  using R = decltype(f(1));
  static_assert(std::is_same<R, long>::value, "");
  *out = (int)f(41);
}

int test(void) {
  auto lam = [] __device__ (int x) { return (long)x + 1; };
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  introspect<<<1, 1>>>(lam, d);
  CC_SYNC();
  int r = 0;
  CC_CHECK(cudaMemcpy(&r, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  return r;
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
