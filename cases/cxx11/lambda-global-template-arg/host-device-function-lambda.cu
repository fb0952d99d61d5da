/*---
section: I.4.20.1
clause: lambda.closure-global-template-arg
description: "A lambda defined in a __host__ __device__ function is not defined in a __device__ or __global__ function."
verdict: error
flags: ["-rdc=true"]
requires:
  rdc: true
note: "-rdc=true because the launch in a __host__ __device__ function is also compiled for the device (dynamic parallelism)."
---*/
template <typename T>
__global__ void foo(T in) { };

template <typename T>
struct S1_t { };

__host__ __device__ void bar(void) {
  auto temp1 = [] { };
  foo<<<1,1>>>(temp1); // expect-error
}
void h() { bar(); }
