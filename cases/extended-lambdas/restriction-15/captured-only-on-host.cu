/*---
section: I.6.2
clause: xlambda.restriction-15
description: "A variable captured only when __CUDA_ARCH__ is undefined (no diagnostic required; may execute incorrectly)"
verdict: ndr
phase: run
flags: ["--extended-lambda"]
run:
  timeout: 20
note: "The lambda exists in both passes (restriction 13 holds) but its capture set differs."
---*/
#include "cuconform.h"

__device__ int result;

template <typename T>
__global__ void kernel(T in) { result = in(); }

void foo(void) {
  int x1 = 1, x2 = 41;
#ifdef __CUDA_ARCH__
  auto lam1 = [=] __host__ __device__ { return x2 + 1; };  // expect-error-any(capture)
#else
  auto lam1 = [=] __host__ __device__ { return x1 + x2; };  // expect-error-any(capture)
#endif
  kernel<<<1,1>>>(lam1);
}

int main() {
  foo();
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpyFromSymbol(&h, result, sizeof(int)));
  std::printf("%d\n", h);
  return 0;
}
