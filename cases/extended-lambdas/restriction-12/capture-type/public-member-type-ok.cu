/*---
section: I.6.2
clause: xlambda.restriction-12.capture-type
description: "A variable whose type is a public nested class may be captured"
verdict: ok
flags: ["--extended-lambda"]
---*/
class Outer {
public:
  struct Open { int v; };
  void run(void) {
    Open o{1};
    auto lam = [o] __device__ { return o.v; };
  }
};
