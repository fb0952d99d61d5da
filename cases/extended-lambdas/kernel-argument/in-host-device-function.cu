/*---
section: I.6
clause: xlambda.kernel-type-argument
description: "An extended __device__ lambda defined in a __host__ __device__ function is launched from the host path of that function"
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
__global__ void store_kernel(F f, int *out) { *out = f(); }

__host__ __device__ void launch_from(int *out, int v) {
  auto lam = [=] __device__ { return v * 2; };
#ifndef __CUDA_ARCH__
  store_kernel<<<1, 1>>>(lam, out);
#else
  // The kernel template is instantiated in the device view too (I.4.2.1: a __global__
  // template launched from the host must be instantiated whether or not __CUDA_ARCH__ is
  // defined); only the launch itself is host-only.
  (void)&store_kernel<decltype(lam)>;
#endif
}

int main() {
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  launch_from(d, 21);
  CC_SYNC();
  int r = 0;
  CC_CHECK(cudaMemcpy(&r, d, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d\n", r);
  return 0;
}
