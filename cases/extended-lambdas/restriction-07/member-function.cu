/*---
section: I.6.2
clause: xlambda.restriction-7
description: "A member function with deduced return type cannot enclose an extended lambda"
verdict: error
flags: ["--extended-lambda"]
---*/
struct S {
  auto get(void) {
    auto lam1 = [] __device__ { return 1; }; // expect-error
    return 1;
  }
};
