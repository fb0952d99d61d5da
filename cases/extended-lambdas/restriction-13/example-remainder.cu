/*---
section: I.6.2
clause: xlambda.restriction-13
description: "Restriction 13 example without the __CUDA_ARCH__-dependent lambdas compiles"
verdict: ok
flags: ["--extended-lambda", "-rdc=true"]
tags: [example]
note: "Device-side launch from the __host__ __device__ function needs -rdc=true."
---*/
template <typename T>
__global__ void kernel(T in) { in(); }

__host__ __device__ void foo(void) {
  auto lam2 = [] __device__ { return 4; };
  kernel<<<1,1>>>(lam2);
}
