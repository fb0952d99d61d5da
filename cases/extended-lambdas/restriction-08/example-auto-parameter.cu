/*---
section: I.6.2
clause: xlambda.restriction-8
description: "Restriction 8 example: a __host__ __device__ extended lambda with an auto parameter is rejected"
verdict: error
flags: ["--extended-lambda"]
tags: [example]
---*/
void foo(void) {
  // Error: __host__ __device__ extended lambdas cannot be
  // generic lambdas.
  auto lam1 = [] __host__ __device__ (auto i) { return i; }; // expect-error
}
