/*---
section: I.6.2
clause: xlambda.restriction-13
description: "Run: an extended lambda present only in the host pass before the launched one; what the launch does is recorded (no diagnostic required)"
verdict: ndr
phase: run
flags: ["--extended-lambda"]
run:
  timeout: 20
note: "The kernel instantiated with lam2's placeholder type may not match between host and device passes; any outcome conforms."
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
#ifndef __CUDA_ARCH__
  auto lam0 = [] __device__ { return 0; }; // expect-error
  (void)lam0;
#endif
  auto lam2 = [] __device__ { return 42; };
  return eval_on_device(lam2);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
