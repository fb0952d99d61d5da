/*---
section: I.6
clause: xlambda.annotation-position
description: "An execution space annotation placed after the lambda-declarator is rejected: [] (int x) mutable __device__"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam = [] (int x) mutable __device__ { return x; }; // expect-error
  (void)lam;
}
