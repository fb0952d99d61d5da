/*---
section: I.6.2
clause: xlambda.restriction-12.capture-type
description: "An array of a function-local class type cannot be captured"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  struct Local { int v; };
  Local arr[2] = {};
  auto lam = [arr] __device__ { return arr[0].v; }; // expect-error
}
