/*---
section: I.6
clause: xlambda.kernel-type-argument
description: "An unannotated lambda in a __host__ __device__ function is not extended; launching a kernel with its closure type from the host is rejected"
verdict: error
flags: ["--extended-lambda"]
note: "lam1 is neither extended nor defined in a __device__/__global__ function (I.4.20.8), so its closure type cannot instantiate a __global__ template."
---*/
template <typename T>
__global__ void kernel(T in) { }

__host__ __device__ void foo_host_device(void) {
  // not an extended lambda: no explicit execution space annotations
  auto lam1 = [] { };
#ifndef __CUDA_ARCH__
  kernel<<<1,1>>>(lam1); // expect-error
#endif
}
