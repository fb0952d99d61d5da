/*---
section: I.6
clause: xlambda.annotation-position
description: "An execution space annotation placed after the lambda-declarator must be diagnosed, at any severity: [] (int x) __device__"
verdict: diagnose
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam = [] (int x) __device__ { return x; }; // expect-diag
  (void)lam;
}
