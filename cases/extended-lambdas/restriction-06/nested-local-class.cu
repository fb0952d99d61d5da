/*---
section: I.6.2
clause: xlambda.restriction-6
description: "An extended lambda in a class nested inside a local class is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  struct S1_t {
    struct S2_t {
      void bar(void) {
        auto lam = [] __device__ { return 0; }; // expect-error
      }
    };
  };
}
