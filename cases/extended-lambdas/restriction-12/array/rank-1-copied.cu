/*---
section: I.6.2
clause: xlambda.restriction-12.array-rank
description: "A one-dimensional array captured by value is copied element by element: the device sees the values at capture time"
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
  int arr[4] = {10, 11, 12, 9};
  auto lam = [arr] __device__ { return arr[0] + arr[1] + arr[2] + arr[3]; };
  arr[0] = 1000;
  return eval_on_device(lam);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
