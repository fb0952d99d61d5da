/*---
section: I.6.2
clause: xlambda.restriction-12.if-constexpr-capture
description: "lam11 of the example, run: yyy captured before the if-constexpr block and used inside it"
verdict: ok
phase: run
std: c++17
flags: ["--extended-lambda"]
run:
  stdout: "42 21\n"
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
int test(void) {
  int yyy = 21;
  auto lam11 = [=] __device__ {
    int result = yyy;
    if constexpr(B) {
      result += yyy;
    }
    return result;
  };
  return eval_on_device(lam11);
}

int main() {
  std::printf("%d %d\n", test<true>(), test<false>());
  return 0;
}
