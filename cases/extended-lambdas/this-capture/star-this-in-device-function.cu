/*---
section: I.6.4
clause: xlambda.this-capture-supported
description: "In a __device__ member function, *this capture works in __device__, __host__ __device__ and unannotated lambdas"
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
  __device__ int device_func(void) {
    auto lam1 = [=, *this] __device__ { return xxx; };
    auto lam2 = [=, *this] __host__ __device__ { return xxx * 2; };
    auto lam3 = [=, *this] { return xxx * 3; };
    return lam1() + lam2() + lam3();
  }
};

__global__ void run(int *out) {
  S1_t s{7};
  *out = s.device_func();
}

int main() {
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  run<<<1, 1>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
