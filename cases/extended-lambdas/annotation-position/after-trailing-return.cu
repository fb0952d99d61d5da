/*---
section: I.6
clause: xlambda.annotation-position
description: "An execution space annotation placed after the lambda-declarator is rejected: [] () -> int __device__"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam = [] () -> int __device__ { return 0; }; // expect-error
  (void)lam;
}
