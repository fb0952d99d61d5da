/*---
section: I.6.2
clause: xlambda.restriction-12.hd-signature-type
description: "An extended __host__ __device__ lambda whose trailing return type is a local class is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  struct Local { int v; };
  auto lam = [] __host__ __device__ (int x) -> Local { return Local{x}; }; // expect-error
}
