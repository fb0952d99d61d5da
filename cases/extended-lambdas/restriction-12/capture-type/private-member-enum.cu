/*---
section: I.6.2
clause: xlambda.restriction-12.capture-type
description: "A variable whose type is a private nested enumeration cannot be captured"
verdict: error
flags: ["--extended-lambda"]
---*/
class Outer {
  enum Mode { A, B };
public:
  void run(void) {
    Mode m = B;
    auto lam = [m] __device__ { return (int)m; }; // expect-error
  }
};
