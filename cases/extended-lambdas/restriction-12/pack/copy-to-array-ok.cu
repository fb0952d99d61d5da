/*---
section: I.6.2
clause: xlambda.restriction-12.pack-element
description: "Copying the pack into a local array first and capturing the array is the allowed form"
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

template <typename... T>
int sum_on_device(T... xs) {
  int arr[] = {xs...};
  auto lam = [arr] __device__ {
    int s = 0;
    for (int i = 0; i < (int)(sizeof(arr) / sizeof(arr[0])); ++i) s += arr[i];
    return s;
  };
  return eval_on_device(lam);
}

int main() {
  std::printf("%d\n", sum_on_device(10, 20, 12));
  return 0;
}
