/*---
section: I.6.1
clause: xlambda.traits
description: "The traits are usable without --extended-lambda and are false for ordinary closure types"
verdict: ok
note: "'These traits can be used in all compilation modes, irrespective of whether lambdas or extended lambdas are enabled.'"
---*/
#define IS_D_LAMBDA(X) __nv_is_extended_device_lambda_closure_type(X)
#define IS_HD_LAMBDA(X) __nv_is_extended_host_device_lambda_closure_type(X)

auto lam0 = [] { };

void foo(void) {
  auto lam1 = [] { };
  static_assert(!IS_D_LAMBDA(decltype(lam0)), "");
  static_assert(!IS_HD_LAMBDA(decltype(lam0)), "");
  static_assert(!IS_D_LAMBDA(decltype(lam1)), "");
  static_assert(!IS_HD_LAMBDA(decltype(lam1)), "");
}

__device__ void bar(void) {
  auto lam2 = [] { };
  static_assert(!IS_D_LAMBDA(decltype(lam2)), "");
  static_assert(!IS_HD_LAMBDA(decltype(lam2)), "");
}
