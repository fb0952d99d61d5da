/*---
section: I.6.2
clause: xlambda.restriction-12.hd-signature-type
description: "The signature rule is for __host__ __device__ lambdas only: an extended __device__ lambda may take a local class parameter"
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

template <typename F>
__global__ void call_kernel(F f, int *out) { *out = f({40, 2}); }

int test(void) {
  struct Local { int a, b; };
  auto lam = [] __device__ (Local l) { return l.a + l.b; };
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  call_kernel<<<1, 1>>>(lam, d);
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
