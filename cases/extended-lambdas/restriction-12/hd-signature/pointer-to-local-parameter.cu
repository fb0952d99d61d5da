/*---
section: I.6.2
clause: xlambda.restriction-12.hd-signature-type
description: "A parameter of pointer-to-local type involves a local type: rejected for __host__ __device__"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  struct Local { int v; };
  auto lam = [] __host__ __device__ (const Local *p) { return p->v; }; // expect-error
}
