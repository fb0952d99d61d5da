/*---
section: I.6.2
clause: xlambda.restriction-4
description: "An extended lambda in a protected member function is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
class C0_t {
protected:
  void foo(void) {
    auto lam = [] __device__ { return 10; }; // expect-error
  }
};
