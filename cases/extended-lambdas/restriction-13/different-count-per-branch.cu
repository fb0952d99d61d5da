/*---
section: I.6.2
clause: xlambda.restriction-13
description: "Two extended lambdas in the device pass against one in the host pass (no diagnostic required)"
verdict: ndr
flags: ["--extended-lambda"]
---*/
template <typename T>
__global__ void kernel(T in) { in(); }

void foo(void) {
#ifdef __CUDA_ARCH__
  auto a = [] __device__ { return 1; }; // expect-error-any(arch)
  auto b = [] __device__ { return 2; }; // expect-error-any(arch)
  kernel<<<1,1>>>(b);
#else
  auto b = [] __device__ { return 2; }; // expect-error-any(arch)
  kernel<<<1,1>>>(b);
#endif
}
