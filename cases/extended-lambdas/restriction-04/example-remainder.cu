/*---
section: I.6.2
clause: xlambda.restriction-4
description: "Restriction 4 example without its error lines: lambdas in foo and its nested block are accepted"
verdict: ok
flags: ["--extended-lambda"]
tags: [example]
---*/
void foo(void) {
  // OK
  auto lam1 = [] __device__ { return 0; };
  {
    // OK
    auto lam2 = [] __device__ { return 0; };
    // OK
    auto lam3 = [] __device__ __host__ { return 0; };
  }
}

struct S1_t {
  S1_t(void) {
  }
};

class C0_t {
  void foo(void) {
  }
  struct S2_t {
    void foo(void) {
    }
  };
};
