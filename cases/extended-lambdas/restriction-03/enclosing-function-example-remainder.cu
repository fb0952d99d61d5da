/*---
section: I.6.2
clause: xlambda.restriction-3
description: "The enclosing-function example without lam6/lam7: lam4, nested in two plain lambdas in foo, is accepted"
verdict: ok
flags: ["--extended-lambda"]
tags: [example]
---*/
void foo(void) {
  // enclosing function for lam1 is "foo"
  auto lam1 = [] __device__ { };

  auto lam2 = [] {
     auto lam3 = [] {
        // enclosing function for lam4 is "foo"
        auto lam4 = [] __host__ __device__ { };
     };
  };
}
