/*---
section: I.6.2
clause: xlambda.restriction-12.by-value
description: "A reference variable named in a by-value capture copies the referred-to object: allowed"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "4242\n"
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
  int storage = 42;
  int &ref = storage;
  auto lam = [ref] __device__ { return ref; };
  auto lam2 = [=] __device__ { return ref; };
  storage = 0;
  return eval_on_device(lam) * 100 + eval_on_device(lam2);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
