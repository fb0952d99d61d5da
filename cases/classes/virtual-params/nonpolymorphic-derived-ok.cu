/*---
section: I.4.10.3
clause: global.param-no-virtual-class
description: "Passing an object of a derived class whose bases have no virtual functions is allowed."
verdict: ok
---*/
struct B { int a; };
struct D : B { int b; };
__global__ void kern(D d, int *out) { *out = d.a + d.b; }
