/*---
section: I.6.2
clause: xlambda.restriction-12.capture-type
description: "Closure types of extended lambdas are the exception: an extended lambda may capture another (here __host__ __device__)"
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

int test(void) {
  auto inner = [] __host__ __device__ (int x) { return x + 2; };
  auto outer = [inner] __device__ { return inner(40); };
  return eval_on_device(outer);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
