/*---
section: I.6.2
clause: xlambda.restriction-13
description: "An extended lambda that exists only when __CUDA_ARCH__ is undefined shifts the counter of the following one (no diagnostic required)"
verdict: ndr
flags: ["--extended-lambda"]
---*/
template <typename T>
__global__ void kernel(T in) { in(); }

void foo(void) {
#ifndef __CUDA_ARCH__
  auto lam0 = [] __device__ { return 0; }; // expect-error
#endif
  auto lam2 = [] __device__ { return 4; };
  kernel<<<1,1>>>(lam2);
}
