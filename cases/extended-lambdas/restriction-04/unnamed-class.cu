/*---
section: I.6.2
clause: xlambda.restriction-4
description: "An extended lambda in a member function of an unnamed class is rejected (every enclosing class must have a name)"
verdict: error
flags: ["--extended-lambda"]
---*/
struct {
  void foo(void) {
    auto lam = [] __device__ { return 10; }; // expect-error
  }
} unnamed_object;
