/*---
section: I.6
clause: xlambda.definition
description: "An extended __host__ __device__ lambda is not an extended __device__ lambda: a static_assert claiming it is fails"
verdict: error
flags: ["--extended-lambda"]
---*/
#define IS_D_LAMBDA(X) __nv_is_extended_device_lambda_closure_type(X)
#define IS_HD_LAMBDA(X) __nv_is_extended_host_device_lambda_closure_type(X)
void foo_host(void) {
  auto lam3 = [] __host__ __device__ { };
  static_assert(IS_D_LAMBDA(decltype(lam3)), ""); // expect-error
}
