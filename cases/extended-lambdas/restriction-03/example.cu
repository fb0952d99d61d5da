/*---
section: I.6.2
clause: xlambda.restriction-3
description: "The restriction 3 example: an extended lambda nested in a lambda at namespace scope is rejected"
verdict: error
flags: ["--extended-lambda"]
tags: [example]
---*/
auto lam1 = []  {
  // error: outer enclosing lambda is not defined within a
  // non-lambda-operator() function.
  auto lam2 = [] __host__ __device__ { }; // expect-error
};
