/*---
section: I.6
clause: xlambda.definition
description: "A __host__ __device__ lambda inside a __device__ function is not an extended lambda: a static_assert claiming it is fails"
verdict: error
flags: ["--extended-lambda"]
---*/
#define IS_D_LAMBDA(X) __nv_is_extended_device_lambda_closure_type(X)
#define IS_HD_LAMBDA(X) __nv_is_extended_host_device_lambda_closure_type(X)
__device__ void foo_device(void) {
  auto lam3 = [] __host__ __device__ { };
  static_assert(IS_HD_LAMBDA(decltype(lam3)), ""); // expect-error
}
