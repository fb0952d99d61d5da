/*---
section: I.6
clause: xlambda.annotation-position
description: "An execution space annotation placed after the lambda-declarator is rejected: [] () __host__ __device__"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam = [] () __host__ __device__ { return 0; }; // expect-error
  (void)lam;
}
