/*---
section: I.6.2
clause: xlambda.restriction-7
description: "A __host__ __device__ function with deduced return type cannot enclose an extended lambda"
verdict: error
flags: ["--extended-lambda"]
---*/
__host__ __device__ auto foo(int x) {
  auto lam1 = [] __device__ { return 1; }; // expect-error
  return x;
}
