/*---
section: I.6
clause: xlambda.annotation-scope
description: "The operator() of an extended __host__ __device__ lambda is callable on the host and on the device, with the same result"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "21 21\n"
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
  int a = 20;
  auto lam = [=] __host__ __device__ { return a + 1; };
  int on_host = lam();
  int on_device = eval_on_device(lam);
  std::printf("%d %d\n", on_host, on_device);
  return 0;
}

int main() { return test(); }
