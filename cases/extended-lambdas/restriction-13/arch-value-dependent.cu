/*---
section: I.6.2
clause: xlambda.restriction-13
description: "An extended lambda that exists only for some values of __CUDA_ARCH__ (no diagnostic required)"
verdict: ndr
flags: ["--extended-lambda"]
---*/
template <typename T>
__global__ void kernel(T in) { in(); }

void foo(void) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
  auto extra = [] __device__ { return 7; }; // expect-error
#endif
  auto lam = [] __device__ { return 4; };
  kernel<<<1,1>>>(lam);
}
