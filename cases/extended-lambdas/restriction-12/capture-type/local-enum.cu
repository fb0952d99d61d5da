/*---
section: I.6.2
clause: xlambda.restriction-12.capture-type
description: "A variable of function-local enumeration type cannot be captured"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  enum Color { Red, Green };
  Color c = Green;
  auto lam = [c] __device__ { return (int)c; }; // expect-error
}
