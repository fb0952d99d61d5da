/*---
section: I.4.9.2
clause: function.virtual-dtor-override-space
description: "~Derived2 overriding a __device__ destructor defaulted out of class is __device__: objects may be destroyed in device code."
verdict: ok
---*/
struct Base2 { virtual __device__ ~Base2(); };
__device__ Base2::~Base2() = default;
struct Derived2 : Base2 { };
__global__ void kern(void) { Derived2 d; }
