/*---
section: I.6.2
clause: xlambda.restriction-7
description: "Only the enclosing function counts: a plain lambda with deduced return type between it and the extended lambda is fine"
verdict: ok
flags: ["--extended-lambda"]
---*/
int foo(void) {
  auto outer = [] {
    auto lam = [] __device__ { return 1; };
    return 2;
  };
  return outer();
}
