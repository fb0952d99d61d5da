/*---
section: I.6.2
clause: xlambda.restriction-3
description: "A lambda in a default member initializer is at class scope: an extended lambda inside it is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
struct S {
  int v = [] {
    auto lam2 = [] __device__ { return 1; }; // expect-error
    return 0;
  }();
};
