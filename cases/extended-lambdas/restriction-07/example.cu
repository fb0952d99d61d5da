/*---
section: I.6.2
clause: xlambda.restriction-7
description: "Restriction 7 example: an extended lambda in a function with deduced return type is rejected"
verdict: error
flags: ["--extended-lambda"]
tags: [example]
---*/
auto foo(void) {
  // Error: the return type of foo is deduced.
  auto lam1 = [] __host__ __device__ { return 0; }; // expect-error
}
