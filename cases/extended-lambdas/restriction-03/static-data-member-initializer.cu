/*---
section: I.6.2
clause: xlambda.restriction-3
description: "A lambda initializing a static inline data member is not in a function: an extended lambda inside it is rejected"
verdict: error
std: c++17
flags: ["--extended-lambda"]
---*/
struct S {
  static inline auto lam1 = [] {
    auto lam2 = [] __device__ { }; // expect-error
  };
};
