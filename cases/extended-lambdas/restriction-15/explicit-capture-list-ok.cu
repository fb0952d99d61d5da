/*---
section: I.6.2
clause: xlambda.restriction-15
description: "With an explicit capture list, no expression in the body captures, so __CUDA_ARCH__-dependent uses do not change the layout"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "201 102\n"
note: "Reading: the restriction names expressions in the body 'that capture variables'; with an explicit capture list the captures are fixed by the list, not by the body."
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
  int a = 1;
  int b = 2;
  auto lam1 = [a, b] __host__ __device__ {
#ifdef __CUDA_ARCH__
    return a * 100 + b;
#else
    return b * 100 + a;
#endif
  };
  std::printf("%d %d\n", lam1(), eval_on_device(lam1));
  return 0;
}

int main() { return test(); }
