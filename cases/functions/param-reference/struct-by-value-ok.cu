/*---
section: I.4.9.3
clause: global.param-no-reference
description: "Passing a struct by value is allowed."
verdict: ok
---*/
struct S { int a, b; };
__global__ void kern(S s, int *out) { *out = s.a + s.b; }
