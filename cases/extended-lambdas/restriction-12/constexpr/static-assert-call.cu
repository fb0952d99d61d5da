/*---
section: I.6.2
clause: xlambda.restriction-12.not-constexpr
description: "A static_assert calling an extended __host__ __device__ lambda is not a constant expression"
verdict: error
std: c++17
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam = [] __host__ __device__ { return 1; };
  static_assert(lam() == 1, ""); // expect-error
}
