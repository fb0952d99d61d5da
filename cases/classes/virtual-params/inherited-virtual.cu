/*---
section: I.4.10.3
clause: global.param-no-virtual-class
description: "A class that inherits a virtual function has virtual functions: passing it to a kernel is rejected."
verdict: error
---*/
struct Base { virtual __device__ void f(void) { } };
struct Derived : Base { int x; };
__global__ void kern(Derived d) { } // expect-error
