/*---
section: "I.6.2"
clause: xlambda.restriction-15-device-only-introspection
description: "The return type of an extended __device__ lambda with a trailing return type naming no parameter may be introspected in host code: the preserved-return-type trait is true for it."
verdict: ok
std: c++17
flags: ["--extended-lambda"]
note: "Restriction 15 allows host-side return type introspection when __nv_is_extended_device_lambda_with_preserved_return_type is true (available from 12.3, the clause range)."
---*/
#include <type_traits>
void foo(void) {
    auto lam = [] __device__(int x) -> long { return x; };
    static_assert(__nv_is_extended_device_lambda_with_preserved_return_type(decltype(lam)),
                  "trailing return type is preserved");
    using R = decltype(lam(0));
    static_assert(std::is_same<R, long>::value, "host sees the declared return type");
}
