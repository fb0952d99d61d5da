/*---
section: I.4.10.4
clause: global.param-no-virtual-base
description: "A __global__ function taking an object of a class with a virtual base is rejected."
verdict: error
---*/
struct B { int a; };
struct D : virtual B { int b; };
__global__ void kern(D d) { } // expect-error
