/*---
section: I.6.2
clause: xlambda.restriction-1
description: "An extended __device__ lambda defined inside an extended __host__ __device__ lambda is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam1 = [] __host__ __device__ {
    auto lam2 = [] __device__ { }; // expect-error
  };
}
