/*---
section: I.6.2
clause: xlambda.restriction-4
description: "A public member of a public class nested in a private class: an enclosing class is private, so the lambda is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
class Outer {
  struct Middle {
    struct Inner {
      void foo(void) {
        auto lam = [] __device__ { return 10; }; // expect-error
      }
    };
  };
};
