/*---
section: I.4.20.8
clause: global.param-no-rvalue-reference
description: "A __global__ function cannot have an rvalue reference to class parameter."
verdict: error
---*/
struct S { int v; };
__global__ void k(S &&s) { } // expect-error
