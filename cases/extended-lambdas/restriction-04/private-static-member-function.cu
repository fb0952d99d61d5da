/*---
section: I.6.2
clause: xlambda.restriction-4
description: "An extended lambda in a private static member function is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
class C0_t {
  static void foo(void) {
    auto lam = [] __device__ { return 10; }; // expect-error
  }
public:
  static void bar(void) { foo(); }
};
