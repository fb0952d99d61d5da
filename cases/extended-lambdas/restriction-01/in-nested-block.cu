/*---
section: I.6.2
clause: xlambda.restriction-1
description: "An extended lambda in a nested block of an extended __host__ __device__ lambda's body is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(int n) {
  auto lam1 = [n] __host__ __device__ {
    if (n > 0) {
      {
        auto lam2 = [] __host__ __device__ { }; // expect-error
      }
    }
  };
}
