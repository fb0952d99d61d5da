/*---
section: I.6
clause: xlambda.flag
description: "With --extended-lambda, an extended __device__ lambda compiles and runs"
verdict: ok
phase: run
run:
  stdout: "42\n"
revisions:
  extended-lambda: {flags: ["--extended-lambda"]}
  expt-extended-lambda: {flags: ["--expt-extended-lambda"], note: "With --expt-extended-lambda, an extended __device__ lambda compiles and runs. 002_2480492e3097eb93.txt and 000_b8f257ae63cff479.txt (older guide) spell the flag --expt-extended-lambda; 003 spells it --extended-lambda."}
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
  int x = 5;
  auto lam = [=] __device__ { return x * 8 + 2; };
  return eval_on_device(lam);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
