/*---
section: I.6.2
clause: xlambda.restriction-1
description: "Inside a __device__ function, annotated lambdas are not extended, so nesting them is not restricted"
verdict: ok
flags: ["--extended-lambda"]
---*/
__device__ int foo(void) {
  auto lam1 = [] __device__ {
    auto lam2 = [] __device__ { return 2; };
    return lam2() + 1;
  };
  return lam1();
}
