/*---
section: I.6.2
clause: xlambda.restriction-3
description: "An extended lambda nested in a plain lambda inside a __host__ __device__ function is accepted"
verdict: ok
flags: ["--extended-lambda"]
---*/
__host__ __device__ void foo(void) {
  auto outer = [] {
    auto lam = [] __device__ { return 1; };
    (void)lam;
  };
  outer();
}
