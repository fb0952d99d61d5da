/*---
section: I.6.2
clause: xlambda.restriction-1
description: "The restriction 1 example: an extended __host__ __device__ lambda defined inside another is rejected"
verdict: error
flags: ["--extended-lambda"]
tags: [example]
---*/
void foo(void) {
  auto lam1 = [] __host__ __device__  {
    // error: extended lambda defined within another extended lambda
    auto lam2 = [] __host__ __device__ { }; // expect-error
  };
}
