/*---
section: I.6.2
clause: xlambda.restriction-8
description: "A generic __host__ __device__ extended lambda in a __host__ __device__ function is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
__host__ __device__ void foo(void) {
  auto lam = [] __host__ __device__ (auto i) { return i; }; // expect-error
}
