/*---
section: I.4.9.3
clause: global.param-no-reference
description: "A __global__ function taking a struct by const reference is rejected."
verdict: error
---*/
struct S { int a, b; };
__global__ void kern(const S &s) { } // expect-error
