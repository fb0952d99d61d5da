/*---
section: I.4.9.3
clause: global.param-no-reference
description: "A __global__ function taking a struct by reference is rejected."
verdict: error
---*/
struct S { int a, b; };
__global__ void kern(S &s) { s.a = s.b; } // expect-error
