/*---
section: I.6.2
clause: xlambda.restriction-3
description: "The I.6.2 enclosing-function example: lam7 has no enclosing function and is rejected"
verdict: error
flags: ["--extended-lambda"]
tags: [example]
---*/
void foo(void) {
  // enclosing function for lam1 is "foo"
  auto lam1 = [] __device__ { };

  auto lam2 = [] {
     auto lam3 = [] {
        // enclosing function for lam4 is "foo"
        auto lam4 = [] __host__ __device__ { };
     };
  };
}

auto lam6 = [] {
  // enclosing function for lam7 does not exist
  auto lam7 = [] __host__ __device__ { }; // expect-error
};
