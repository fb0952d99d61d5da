/*---
section: I.6.2
clause: xlambda.restriction-6
description: "An extended lambda in a static member function of a local class is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  struct S1_t {
    static void bar(void) {
      auto lam = [] __device__ { return 0; }; // expect-error
    }
  };
  S1_t::bar();
}
