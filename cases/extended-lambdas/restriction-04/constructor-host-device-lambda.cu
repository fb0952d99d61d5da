/*---
section: I.6.2
clause: xlambda.restriction-4
description: "An extended __host__ __device__ lambda in a constructor is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
struct S1_t {
  int v;
  S1_t(int x) : v(x) {
    auto lam = [] __host__ __device__ { return 0; }; // expect-error
  }
};
