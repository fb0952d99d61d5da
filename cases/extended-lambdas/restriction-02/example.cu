/*---
section: I.6.2
clause: xlambda.restriction-2
description: "The restriction 2 example: an extended lambda defined within a generic lambda is rejected"
verdict: error
flags: ["--extended-lambda"]
tags: [example]
---*/
void foo(void) {
  auto lam1 = [] (auto) {
    // error: extended lambda defined within a generic lambda
    auto lam2 = [] __host__ __device__ { }; // expect-error
  };
}
