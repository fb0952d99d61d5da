/*---
section: I.6.2
clause: xlambda.restriction-1
description: "An extended lambda inside a plain lambda inside an extended __host__ __device__ lambda is still defined within the extended lambda"
verdict: error
flags: ["--extended-lambda"]
note: "The plain lambda's operator() is __host__ __device__ (from its enclosing scope), so lam2 is an extended lambda, defined (at depth) within lam1."
---*/
void foo(void) {
  auto lam1 = [] __host__ __device__ {
    auto plain = [] {
      auto lam2 = [] __device__ { }; // expect-error
    };
  };
}
