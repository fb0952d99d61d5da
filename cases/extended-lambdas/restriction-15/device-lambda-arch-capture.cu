/*---
section: I.6.2
clause: xlambda.restriction-15
description: "An extended __device__ lambda whose capture of x1 is under #ifdef __CUDA_ARCH__: the host pass sees no capture (no diagnostic required; may execute incorrectly)"
verdict: ndr
phase: run
flags: ["--extended-lambda"]
run:
  timeout: 20
note: "The body of a __device__ lambda is still parsed in the host pass, where __CUDA_ARCH__ is undefined."
---*/
#include "cuconform.h"

__device__ int result;

template <typename T>
__global__ void kernel(T in) { result = in(); }

void foo(void) {
  int x1 = 41;
  auto lam1 = [=] __device__ {
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
