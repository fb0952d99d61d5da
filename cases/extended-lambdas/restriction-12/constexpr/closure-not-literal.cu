/*---
section: I.6.2
clause: xlambda.restriction-12.not-constexpr
description: "The closure type of an extended lambda is not a literal type: a constexpr variable of it is rejected"
verdict: error
std: c++17
flags: ["--extended-lambda"]
---*/
void foo(void) {
  constexpr auto lam = [] __host__ __device__ { return 1; }; // expect-error
}
