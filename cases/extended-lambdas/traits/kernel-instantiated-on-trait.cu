/*---
section: I.6.1
clause: xlambda.traits
description: "A __global__ template instantiated on the value of the trait launches and sees the same value on the device"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "10 1 0\n"
note: "Unlike the standard traits of restriction 17, the CUDA closure traits are the same in the front end and the host compiler, so a kernel instantiated on them can be launched."
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

#define IS_D_LAMBDA(X) __nv_is_extended_device_lambda_closure_type(X)
#define IS_HD_LAMBDA(X) __nv_is_extended_host_device_lambda_closure_type(X)

template <bool D, bool HD>
__global__ void report(int *out) { *out = (D ? 10 : 0) + (HD ? 1 : 0); }

template <typename T>
int classify(T) {
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  report<IS_D_LAMBDA(T), IS_HD_LAMBDA(T)><<<1, 1>>>(d);
  CC_SYNC();
  int r = -1;
  CC_CHECK(cudaMemcpy(&r, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  return r;
}

int main() {
  int x = 1;
  int a = classify([=] __device__ { return x; });
  int b = classify([=] __host__ __device__ { return x; });
  int c = classify([=] { return x; });
  std::printf("%d %d %d\n", a, b, c);
  return 0;
}
