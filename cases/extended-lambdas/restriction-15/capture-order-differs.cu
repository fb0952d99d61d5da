/*---
section: I.6.2
clause: xlambda.restriction-15
description: "The same variables first used in a different order under __CUDA_ARCH__ give a different closure layout (no diagnostic required; may execute incorrectly)"
verdict: ndr
phase: run
flags: ["--extended-lambda"]
note: "A conforming layout would store 102; with the layout taken from the host pass the device may read a and b swapped."
---*/
#include "cuconform.h"

__device__ int result;

template <typename T>
__global__ void kernel(T in) { result = in(); }

void foo(void) {
  int a = 1;
  int b = 2;
  auto lam1 = [=] __host__ __device__ {
#ifdef __CUDA_ARCH__
    return a * 100 + b;  // expect-error-any(capture)
#else
    return b * 100 + a;  // expect-error-any(capture)
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
