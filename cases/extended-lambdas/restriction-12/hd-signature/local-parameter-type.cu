/*---
section: I.6.2
clause: xlambda.restriction-12.hd-signature-type
description: "An extended __host__ __device__ lambda taking a parameter of local class type is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  struct Local { int v; };
  auto lam = [] __host__ __device__ (Local l) { return l.v; }; // expect-error
}
