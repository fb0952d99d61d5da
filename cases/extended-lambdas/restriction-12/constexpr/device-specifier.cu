/*---
section: I.6.2
clause: xlambda.restriction-12.not-constexpr
description: "The constexpr specifier cannot be used in the declaration of an extended __device__ lambda"
verdict: error
std: c++17
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam = [] __device__ () constexpr { return 1; }; // expect-error
}
