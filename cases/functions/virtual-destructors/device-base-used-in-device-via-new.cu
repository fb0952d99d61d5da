/*---
section: I.4.9.2
clause: function.virtual-dtor-override-space
description: "An object of a class whose implicit virtual destructor overrides a __device__ destructor may be created and deleted in device code."
verdict: ok
---*/
struct Base2 { virtual __device__ ~Base2(); };
__device__ Base2::~Base2() = default;
struct Derived2 : Base2 { int payload; };
__global__ void kern(void) {
  Base2 *p = new Derived2();
  delete p;
}
