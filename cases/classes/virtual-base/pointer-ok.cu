/*---
section: I.4.10.4
clause: global.param-no-virtual-base
description: "Passing a pointer to an object with a virtual base is allowed."
verdict: ok
---*/
struct B { int a; };
struct D : virtual B { int b; };
__global__ void kern(D *d, int *out) { *out = d->b; }
