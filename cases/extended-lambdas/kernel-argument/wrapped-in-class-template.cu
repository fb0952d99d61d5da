/*---
section: I.6
clause: xlambda.kernel-type-argument
description: "The closure type of an extended lambda may appear nested in a class template argument of a __global__ function template"
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
struct Holder { F f; __device__ int call() const { return f() + 1; } };

template <typename H>
__global__ void holder_kernel(H h, int *out) { *out = h.call(); }

int test(void) {
  int v = 41;
  auto lam = [=] __device__ { return v; };
  Holder<decltype(lam)> h{lam};
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  holder_kernel<<<1, 1>>>(h, d);
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
