/*---
section: I.6
clause: xlambda.kernel-type-argument
description: "An extended __device__ lambda taking a parameter runs in every thread of a grid"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "97920\n"
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
__global__ void map_kernel(F f, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = f(i);
}

int test(void) {
  const int n = 256;
  int scale = 3;
  auto lam = [=] __device__ (int i) { return i * scale; };
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, n * sizeof(int)));
  map_kernel<<<2, 128>>>(lam, d, n);
  CC_SYNC();
  int h[n];
  CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  long sum = 0;
  for (int i = 0; i < n; ++i) sum += h[i];
  return (int)sum;
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
