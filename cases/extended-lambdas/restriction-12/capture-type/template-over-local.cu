/*---
section: I.6.2
clause: xlambda.restriction-12.capture-type
description: "A class template specialization over a local type involves a local type: capturing it is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
template <typename T> struct Wrap { T v; };

void foo(void) {
  struct Local { int v; };
  Wrap<Local> w{{1}};
  auto lam = [w] __device__ { return w.v.v; }; // expect-error
}
