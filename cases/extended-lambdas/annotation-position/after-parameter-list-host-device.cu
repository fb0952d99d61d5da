/*---
section: I.6
clause: xlambda.annotation-position
description: "An execution space annotation placed after the lambda-declarator must be diagnosed, at any severity: [] () __host__ __device__"
verdict: diagnose
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam = [] () __host__ __device__ { return 0; }; // expect-diag
  (void)lam;
}
