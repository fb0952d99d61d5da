/*---
section: I.6.2
clause: xlambda.restriction-13
description: "Restriction 13 example: the number and order of extended lambdas in foo depends on __CUDA_ARCH__ (no diagnostic required)"
verdict: ndr
flags: ["--extended-lambda", "-rdc=true"]
tags: [example]
note: "The guide's example spells '__host___' (three underscores) on lam1b, a typo that later editions fix to '__host__'; fixed here. The __host__ __device__ foo launches a kernel, which its device-side compilation only allows with -rdc=true."
---*/
template <typename T>
__global__ void kernel(T in) { in(); }

__host__ __device__ void foo(void) {
  // Error: the number and relative declaration
  // order of extended lambdas depends on
  // __CUDA_ARCH__
#if defined(__CUDA_ARCH__)
  auto lam1 = [] __device__ { return 0; }; // expect-error-any(arch)
  auto lam1b = [] __host__ __device__ { return 10; }; // expect-error-any(arch)
#endif
  auto lam2 = [] __device__ { return 4; };
  kernel<<<1,1>>>(lam2);
}
