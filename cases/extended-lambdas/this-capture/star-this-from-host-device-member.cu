/*---
section: I.6.4
clause: xlambda.this-capture-supported
description: "An extended __device__ lambda with *this capture defined in a __host__ __device__ member runs when that member is called on the host"
verdict: ok
phase: run
std: c++17
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

struct S1_t {
  int xxx;
  __host__ __device__ int host_device_func(void) {
    auto lam1 = [=, *this] __device__ { return xxx * 2; };
#ifndef __CUDA_ARCH__
    return eval_on_device(lam1);
#else
    // The kernel template is instantiated in the device view too (I.4.2.1: a __global__
    // template launched from the host must be instantiated whether or not __CUDA_ARCH__ is
    // defined); only the launch itself is host-only.
    (void)lam1;
    (void)&eval_kernel<decltype(lam1)>;
    return 0;
#endif
  }
};

int main() {
  S1_t s{21};
  std::printf("%d\n", s.host_device_func());
  return 0;
}
