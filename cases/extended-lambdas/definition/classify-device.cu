/*---
section: I.6
clause: xlambda.definition
description: "Lambdas of the I.6 example in a device function are classified as the comments say (checked with the I.6.1 traits)"
verdict: ok
flags: ["--extended-lambda"]
tags: [example]
---*/
#define IS_D_LAMBDA(X) __nv_is_extended_device_lambda_closure_type(X)
#define IS_HD_LAMBDA(X) __nv_is_extended_host_device_lambda_closure_type(X)

__device__ void foo_device(void) {
  auto lam1 = [] { };
  auto lam2 = [] __device__ { };
  auto lam3 = [] __host__ __device__ { };
  auto lam4 = [] __host__ { };
  static_assert(!IS_D_LAMBDA(decltype(lam1)), "");
  static_assert(!IS_HD_LAMBDA(decltype(lam1)), "");
  static_assert(!IS_D_LAMBDA(decltype(lam2)), "");
  static_assert(!IS_HD_LAMBDA(decltype(lam2)), "");
  static_assert(!IS_D_LAMBDA(decltype(lam3)), "");
  static_assert(!IS_HD_LAMBDA(decltype(lam3)), "");
  static_assert(!IS_D_LAMBDA(decltype(lam4)), "");
  static_assert(!IS_HD_LAMBDA(decltype(lam4)), "");
}
