/*---
section: I.6.2
clause: xlambda.restriction-12.not-constexpr
description: "The operator() of an extended __host__ __device__ lambda is not constexpr: calling it in a constant expression is rejected"
verdict: error
std: c++17
flags: ["--extended-lambda"]
note: "In C++17 an ordinary lambda's operator() is implicitly constexpr when it can be; restriction 12 says an extended lambda's is not."
---*/
void foo(void) {
  auto lam = [] __host__ __device__ { return 1; };
  constexpr int v = lam(); // expect-error
}
