/*---
section: I.6.1
clause: xlambda.traits
description: "The traits are usable in C++14 mode without --extended-lambda"
verdict: ok
std: c++14
---*/
#define IS_D_LAMBDA(X) __nv_is_extended_device_lambda_closure_type(X)
#define IS_HD_LAMBDA(X) __nv_is_extended_host_device_lambda_closure_type(X)

void foo(void) {
  auto lam1 = [] (int x) { return x; };
  static_assert(!IS_D_LAMBDA(decltype(lam1)), "");
  static_assert(!IS_HD_LAMBDA(decltype(lam1)), "");
}
