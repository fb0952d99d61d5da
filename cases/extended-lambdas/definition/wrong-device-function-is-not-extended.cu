/*---
section: I.6
clause: xlambda.definition
description: "A __device__ lambda inside a __device__ function is not an extended lambda: a static_assert claiming it is fails"
verdict: error
flags: ["--extended-lambda"]
---*/
#define IS_D_LAMBDA(X) __nv_is_extended_device_lambda_closure_type(X)
#define IS_HD_LAMBDA(X) __nv_is_extended_host_device_lambda_closure_type(X)
__device__ void foo_device(void) {
  auto lam2 = [] __device__ { };
  static_assert(IS_D_LAMBDA(decltype(lam2)), ""); // expect-error
}
