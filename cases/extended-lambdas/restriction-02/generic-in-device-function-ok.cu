/*---
section: I.6.2
clause: xlambda.restriction-2
description: "In a __device__ function, annotated lambdas inside a generic lambda are not extended and are allowed"
verdict: ok
flags: ["--extended-lambda"]
---*/
__device__ int foo(void) {
  auto g = [] (auto x) {
    auto lam = [] __device__ { return 1; };
    return x + lam();
  };
  return g(1);
}
