/*---
section: I.6.2
clause: xlambda.restriction-13
description: "__CUDA_ARCH__-dependent code inside the body (not around the lambda) keeps the lambda count fixed: accepted and runs"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "2 1\n"
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
  auto lam = [] __host__ __device__ {
#ifdef __CUDA_ARCH__
    return 1;
#else
    return 2;
#endif
  };
  std::printf("%d %d\n", lam(), eval_on_device(lam));
  return 0;
}

int main() { return test(); }
