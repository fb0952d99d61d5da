/*---
section: I.6.2
clause: xlambda.restriction-7
description: "A factory function with deduced return type that returns an extended lambda is rejected"
verdict: error
flags: ["--extended-lambda"]
note: "A common pattern in practice; the restriction forbids it."
---*/
auto make_scaler(int k) {
  return [k] __device__ (int v) { return k * v; }; // expect-error
}
