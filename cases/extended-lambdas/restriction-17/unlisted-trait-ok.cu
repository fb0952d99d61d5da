/*---
section: I.6.2
clause: xlambda.restriction-17
description: "A trait not in the affected list (std::is_class) may instantiate a kernel: the launch works"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "42\n"
note: "Reading: the guide lists the affected traits; a closure type is a class type in both compilers."
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

#include <type_traits>

template <bool b>
__global__ void report(int *out) { *out = b ? 42 : 0; }

template <typename T>
int dolaunch(void) {
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  report<std::is_class<T>::value><<<1,1>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  return h;
}

int main() {
  int x = 0;
  auto lam1 = [=] __host__ __device__ () { return x; };
  std::printf("%d\n", dolaunch<decltype(lam1)>());
  return 0;
}
