/*---
section: I.5
clause: nvfunction.host-device-use
description: "The guide's first example run: the kernel computes 13, host_func 15, hostdevice_func 12 on host and device."
verdict: ok
phase: run
tags: ["example"]
requires:
  features: ["nvfunctional"]
run:
  stdout: "13 12 15 12\n"
note: "The guide's synopsis declares operator() __device__ only, yet its own host_func example invokes instances in host code and the prose says they can be used in host and device code; the example is followed."
---*/
#include <nvfunctional>

__device__ int foo_d() { return 1; }
__host__ __device__ int foo_hd () { return 2; }
__host__ int foo_h() { return 3; }

__global__ void kernel(int *result) {
  nvstd::function<int()> fn1 = foo_d;  
  nvstd::function<int()> fn2 = foo_hd;
  nvstd::function<int()> fn3 =  []() { return 10; };

  *result = fn1() + fn2() + fn3();
}

__host__ __device__ void hostdevice_func(int *result) {
  nvstd::function<int()> fn1 = foo_hd;  
  nvstd::function<int()> fn2 =  []() { return 10; };

  *result = fn1() + fn2();
}

__host__ void host_func(int *result) {
  nvstd::function<int()> fn1 = foo_h;  
  nvstd::function<int()> fn2 = foo_hd;  
  nvstd::function<int()> fn3 =  []() { return 10; };

  *result = fn1() + fn2() + fn3();
}

#include "cuconform.h"
__global__ void hd_kernel(int *result) { hostdevice_func(result); }
int main() {
  int *d, k = 0, kd = 0, h = 0, hd = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kernel<<<1,1>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&k, d, sizeof(int), cudaMemcpyDeviceToHost));
  hd_kernel<<<1,1>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&kd, d, sizeof(int), cudaMemcpyDeviceToHost));
  host_func(&h);
  hostdevice_func(&hd);
  std::printf("%d %d %d %d\n", k, kd, h, hd);
  return 0;
}
