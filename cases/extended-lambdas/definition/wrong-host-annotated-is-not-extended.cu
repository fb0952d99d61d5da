/*---
section: I.6
clause: xlambda.definition
description: "A lambda annotated only __host__ is not an extended lambda: a static_assert claiming it is fails"
verdict: error
flags: ["--extended-lambda"]
---*/
#define IS_D_LAMBDA(X) __nv_is_extended_device_lambda_closure_type(X)
#define IS_HD_LAMBDA(X) __nv_is_extended_host_device_lambda_closure_type(X)
void foo_host(void) {
  auto lam4 = [] __host__ { };
  static_assert(IS_D_LAMBDA(decltype(lam4)) || IS_HD_LAMBDA(decltype(lam4)), ""); // expect-error
}
