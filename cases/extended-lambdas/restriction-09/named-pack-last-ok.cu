/*---
section: I.6.2
clause: xlambda.restriction-9
description: "A function template with named parameters and a single pack listed last may enclose an extended lambda"
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
int sum_on_device(T first, Rest... rest) {
  T total = first;
  int unused[] = {0, (total += rest, 0)...};
  (void)unused;
  auto lam = [total] __device__ { return (int)total; };
  return eval_on_device(lam);
}

int main() {
  std::printf("%d\n", sum_on_device(10, 20, 12));
  return 0;
}
