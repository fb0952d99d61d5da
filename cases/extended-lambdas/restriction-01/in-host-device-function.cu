/*---
section: I.6.2
clause: xlambda.restriction-1
description: "An extended lambda nested in an extended __host__ __device__ lambda inside a __host__ __device__ function is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
__host__ __device__ void foo(void) {
  auto lam1 = [] __host__ __device__ {
    auto lam2 = [] __device__ { return 1; }; // expect-error
    return 0;
  };
}
