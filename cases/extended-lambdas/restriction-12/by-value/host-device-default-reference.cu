/*---
section: I.6.2
clause: xlambda.restriction-12.by-value
description: "A capture-default & that captures a variable in an extended __host__ __device__ lambda is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  int a = 1;
  auto lam = [&] __host__ __device__ { return a; }; // expect-error
}
