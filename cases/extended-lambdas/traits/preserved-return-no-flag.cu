/*---
section: I.6.1
clause: xlambda.traits-preserved-return
description: "The preserved-return-type trait is usable without --extended-lambda and is false for ordinary closures"
verdict: ok
since: "12.3"
note: "__nv_is_extended_device_lambda_with_preserved_return_type is not in the 11.x guide this suite is drawn from; it and this example come from later editions of the guide (section 'Extended Lambda Type Traits'). since 12.3: the version from which libcu++ uses the trait."
---*/
#define IS_DPRT_LAMBDA(X) __nv_is_extended_device_lambda_with_preserved_return_type(X)

void foo(void) {
  auto lam1 = [] () -> int { return 1; };
  static_assert(!IS_DPRT_LAMBDA(decltype(lam1)), "");
}
