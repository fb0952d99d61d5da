/*---
section: I.6.2
clause: xlambda.restriction-15-device-only-introspection
description: "The parameter type of an extended __device__ lambda's operator() introspected in device code is the declared one"
verdict: ok
std: c++17
flags: ["--extended-lambda"]
note: "Restriction 15 of the 12.9 and 13 guides allows parameter introspection in device code."
---*/
#include <type_traits>
template <typename F> struct first_param;
template <typename C, typename R, typename A> struct first_param<R (C::*)(A) const> { using type = A; };
template <typename F> __global__ void kern(F f, int *out) {
  using P = typename first_param<decltype(&F::operator())>::type;
  static_assert(std::is_same<P, long>::value, "parameter type seen in device code");
  *out = f(41L);
}
void foo(int *out) {
  auto lam = [] __device__ (long x) { return static_cast<int>(x + 1); };
  kern<<<1, 1>>>(lam, out);
}
