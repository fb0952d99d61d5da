/*---
section: I.6.2
clause: xlambda.restriction-3
description: "A lambda in a variable template initializer cannot contain an extended lambda"
verdict: error
std: c++17
flags: ["--extended-lambda"]
---*/
template <typename T>
auto lam1 = [] {
  auto lam2 = [] __device__ { }; // expect-error
  return T();
};

void use(void) { lam1<int>(); }
