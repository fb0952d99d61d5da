/*---
section: I.6.2
clause: xlambda.restriction-14
description: "Introspecting the parameter type of an extended __device__ lambda's operator() in host code (no diagnostic required)"
verdict: ndr
flags: ["--extended-lambda"]
---*/
template <typename C, typename R, typename A>
A first_arg(R (C::*)(A) const);

void foo(void) {
  auto lam1 = [] __device__ (long x) { return (int)x; };
  decltype(first_arg(&decltype(lam1)::operator())) a = 1; // expect-error
  (void)a;
}
