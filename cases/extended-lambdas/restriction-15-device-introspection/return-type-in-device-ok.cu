/*---
section: "I.6.2"
clause: xlambda.restriction-15-device-only-introspection
description: "The return type of an extended __device__ lambda's operator() introspected inside a kernel (device code) is the one the body deduces."
verdict: ok
std: c++17
flags: ["--extended-lambda"]
---*/
#include <type_traits>
template <typename F> __global__ void kern(F f, double *out) {
    using R = decltype(f(1));
    static_assert(std::is_same<R, double>::value, "return type seen in device code");
    *out = f(2);
}
void foo(double *out) {
    auto lam = [] __device__(int x) { return x * 0.5; };
    kern<<<1, 1>>>(lam, out);
}
