/*---
section: I.4.10.4
clause: global.param-no-virtual-base
description: "A class derived from a class with a virtual base (indirectly derived from a virtual base) is rejected as a kernel parameter."
verdict: error
---*/
struct B { int a; };
struct M : virtual B { int m; };
struct D : M { int d; };
__global__ void kern(D d) { } // expect-error
