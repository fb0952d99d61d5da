/*---
section: I.6.2
clause: xlambda.restriction-6
description: "An extended lambda in a member of a class local to a lambda body is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto outer = [] {
    struct S1_t {
      void bar(void) {
        auto lam = [] __device__ { return 0; }; // expect-error
      }
    };
  };
}
