/*---
section: I.6.2
clause: xlambda.restriction-12.capture-type
description: "A variable of function-local class type captured implicitly by [=] is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  struct Local { int v; };
  Local l{1};
  auto lam = [=] __device__ { return l.v; }; // expect-error
}
