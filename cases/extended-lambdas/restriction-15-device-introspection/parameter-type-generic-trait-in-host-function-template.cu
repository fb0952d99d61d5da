/*---
section: "I.6.2"
clause: xlambda.restriction-15-device-only-introspection
description: "Introspecting the second parameter type of an extended __device__ lambda's operator() in a host function template is unsupported."
verdict: ndr
std: c++17
flags: ["--extended-lambda"]
note: "The guides promise no diagnostic for restrictions 13 onward."
---*/
template <typename F> struct second_param;
template <typename C, typename R, typename A, typename B> struct second_param<R (C::*)(A, B) const> {
    using type = B;
};

template <typename F> int host_probe(F) {
    using P = typename second_param<decltype(&F::operator())>::type; // expect-error
    return sizeof(P);
}

void foo(void) {
    auto lam = [] __device__(int a, double b) { return a + b; };
    host_probe(lam);
}
