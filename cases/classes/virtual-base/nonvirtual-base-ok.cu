/*---
section: I.4.10.4
clause: global.param-no-virtual-base
description: "A class with only non-virtual bases may be passed to a kernel."
verdict: ok
---*/
struct B { int a; };
struct D : B { int b; };
__global__ void kern(D d, int *out) { *out = d.a + d.b; }
