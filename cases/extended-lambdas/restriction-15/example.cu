/*---
section: I.6.2
clause: xlambda.restriction-15
description: "Restriction 15 example: x1 is captured only when __CUDA_ARCH__ is defined, so host and device closure layouts differ (no diagnostic required; may execute incorrectly)"
verdict: ndr
phase: run
flags: ["--extended-lambda"]
tags: [example]
run:
  timeout: 20
note: "main added to run the example and print what the kernel stored."
---*/
#include "cuconform.h"

__device__ int result;

template <typename T>
__global__ void kernel(T in) { result = in(); }

void foo(void) {
  int x1 = 1;
  auto lam1 = [=] __host__ __device__ {
    // Error: "x1" is only captured when __CUDA_ARCH__ is defined.
#ifdef __CUDA_ARCH__
    return x1 + 1;  // expect-error
#else
    return 10;
#endif
  };
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
