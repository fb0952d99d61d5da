/*---
section: I.6.2
clause: xlambda.restriction-12.not-consteval
description: "The consteval specifier cannot be used in the declaration of an extended lambda"
verdict: error
std: c++20
flags: ["--extended-lambda"]
note: "003 names constexpr only; the 12.9 and 13 guides add consteval to the same sentence (CHANGES.md B, restriction 12)."
---*/
void foo(void) {
  auto lam = [] __device__ () consteval { return 1; }; // expect-error
}
