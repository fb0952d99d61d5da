/*---
section: I.6.2
clause: xlambda.restriction-15-device-only-introspection
description: "Introspecting the parameter type of an extended __device__ lambda's operator() in host code is unsupported"
verdict: ndr
std: c++17
flags: ["--extended-lambda"]
note: "The guides promise no diagnostic for restrictions 13 onward; the annotation marks the host-side introspection a diagnosing tool would point at."
---*/
#include <type_traits>
template <typename F> struct first_param;
template <typename C, typename R, typename A> struct first_param<R (C::*)(A) const> { using type = A; };
void foo(void) {
  auto lam = [] __device__ (long x) { return static_cast<int>(x + 1); };
  using P = first_param<decltype(&decltype(lam)::operator())>::type; // expect-error
  P p = 0;
  (void)p;
}
