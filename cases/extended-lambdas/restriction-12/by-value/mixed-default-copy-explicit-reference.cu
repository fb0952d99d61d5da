/*---
section: I.6.2
clause: xlambda.restriction-12.by-value
description: "[=, &a]: one variable captured by reference in an extended __device__ lambda is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  int a = 1, b = 2;
  auto lam = [=, &a] __device__ { return a + b; }; // expect-error
}
