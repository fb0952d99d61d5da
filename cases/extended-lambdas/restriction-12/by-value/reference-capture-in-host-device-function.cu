/*---
section: I.6.2
clause: xlambda.restriction-12.by-value
description: "Capture by reference in an extended lambda inside a __host__ __device__ function is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
__host__ __device__ void foo(void) {
  int a = 1;
  auto lam = [&a] __device__ { return a; }; // expect-error
}
