/*---
section: I.6.2
clause: xlambda.restriction-12.not-constexpr
description: "The consteval specifier cannot be used in the declaration of an extended lambda"
verdict: error
std: c++20
flags: ["--extended-lambda"]
note: "003 names constexpr only; later editions of the guide add consteval to the same sentence."
---*/
void foo(void) {
  auto lam = [] __device__ () consteval { return 1; }; // expect-error
}
