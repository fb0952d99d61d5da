/*---
section: I.6.3
clause: xlambda.host-device-lambda
description: "A mutable extended __host__ __device__ lambda keeps its captured state across host calls"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "1 2 3 0\n"
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
  int n = 0;
  auto counter = [n] __host__ __device__ () mutable { return ++n; };
  int a = counter();
  int b = counter();
  int c = counter();
  std::printf("%d %d %d %d\n", a, b, c, n);
  return 0;
}

int main() { return test(); }
