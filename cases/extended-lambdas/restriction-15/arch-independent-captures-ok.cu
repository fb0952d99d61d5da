/*---
section: I.6.2
clause: xlambda.restriction-15
description: "Captures used identically in both passes, only constants depending on __CUDA_ARCH__: accepted and runs"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "3 2\n"
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
  int x1 = 1;
  auto lam1 = [=] __host__ __device__ {
    int r = x1;
#ifdef __CUDA_ARCH__
    r += 1;
#else
    r += 2;
#endif
    return r;
  };
  std::printf("%d %d\n", lam1(), eval_on_device(lam1));
  return 0;
}

int main() { return test(); }
