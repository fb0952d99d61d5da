/*---
section: I.6.2
clause: xlambda.restriction-8
description: "A __host__ __device__ extended lambda with an auto&& parameter is generic and rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam = [] __host__ __device__ (auto &&x) { return x; }; // expect-error
}
