/*---
section: I.6.2
clause: xlambda.restriction-12.hd-signature-type
description: "A deduced return type that is a local class is the return type of operator(): rejected for __host__ __device__"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  struct Local { int v; };
  auto lam = [] __host__ __device__ (int x) { return Local{x}; }; // expect-error
}
