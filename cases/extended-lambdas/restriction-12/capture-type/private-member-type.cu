/*---
section: I.6.2
clause: xlambda.restriction-12.capture-type
description: "A variable whose type is a private nested class cannot be captured"
verdict: error
flags: ["--extended-lambda"]
---*/
class Outer {
  struct Secret { int v; };
public:
  void run(void) {
    Secret s{1};
    auto lam = [s] __device__ { return s.v; }; // expect-error
  }
};
