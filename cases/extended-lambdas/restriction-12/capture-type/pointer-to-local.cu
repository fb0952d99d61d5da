/*---
section: I.6.2
clause: xlambda.restriction-12.capture-type
description: "A pointer to a function-local class type involves a local type: capturing it is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  struct Local { int v; };
  Local *p = nullptr;
  auto lam = [p] __device__ { return p != nullptr; }; // expect-error
}
