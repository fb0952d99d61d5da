/*---
section: I.4.10.4
clause: global.param-no-virtual-base
description: "A diamond hierarchy with a shared virtual base is rejected as a kernel parameter."
verdict: error
---*/
struct B { int a; };
struct L : virtual B { int l; };
struct R : virtual B { int r; };
struct D : L, R { int d; };
__global__ void kern(D d) { } // expect-error
