/*---
section: I.4.20.8
clause: global.param-no-rvalue-reference
description: "__global__ parameters passed by value or by pointer are allowed."
verdict: ok
---*/
struct S { int v; };
__global__ void k(S s, int *out, int v) { *out = s.v + v; }
void h(int *p) { k<<<1,1>>>(S{1}, p, 2); }
