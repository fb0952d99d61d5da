/*---
section: I.6.2
clause: xlambda.restriction-8
description: "One auto parameter among concrete ones makes a __host__ __device__ extended lambda generic: rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam = [] __host__ __device__ (int a, auto b) { return a + b; }; // expect-error
}
