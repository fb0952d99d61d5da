/*---
section: I.6.2
clause: xlambda.restriction-6
description: "An extended lambda in a member of a class local to a __host__ __device__ function is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
__host__ __device__ void foo(void) {
  struct S1_t {
    void bar(void) {
      auto lam = [] __device__ { return 0; }; // expect-error
    }
  };
}
