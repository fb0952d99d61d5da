/*---
section: I.6.2
clause: xlambda.restriction-12.by-value
description: "A capture-default & that captures a variable by reference in an extended __device__ lambda is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  int a = 1;
  auto lam = [&] __device__ { return a; }; // expect-error
}
