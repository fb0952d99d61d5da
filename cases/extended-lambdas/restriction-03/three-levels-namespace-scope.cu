/*---
section: I.6.2
clause: xlambda.restriction-3
description: "Three levels of plain lambdas at namespace scope: the innermost extended lambda has no enclosing function"
verdict: error
flags: ["--extended-lambda"]
---*/
auto lam1 = [] {
  auto lam2 = [] {
    auto lam3 = [] {
      auto lam4 = [] __device__ { }; // expect-error
    };
  };
};
