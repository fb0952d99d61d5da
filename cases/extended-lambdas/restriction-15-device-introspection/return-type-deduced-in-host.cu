/*---
section: "I.6.2"
clause: xlambda.restriction-15-device-only-introspection
description: "Introspecting the deduced return type of an extended __device__ lambda (no trailing return type) in host code through std::result_of-style decltype is unsupported."
verdict: ndr
std: c++17
flags: ["--extended-lambda"]
note: "The guides promise no diagnostic for restrictions 13 onward; the annotation marks where a diagnosing tool would point. Without a trailing return type the preserved-return-type trait is false."
---*/
#include <type_traits>
void foo(void) {
    auto lam = [] __device__(int x) { return x * 2.0f; };
    using R = decltype(lam(0)); // expect-error
    R r = 0;
    (void)r;
}
