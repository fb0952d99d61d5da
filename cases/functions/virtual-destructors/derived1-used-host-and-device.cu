/*---
section: I.4.9.2
clause: function.virtual-dtor-override-space
description: "~Derived1 overriding a __host__ __device__ virtual destructor is __host__ __device__: objects may be destroyed on both sides."
verdict: ok
---*/
struct Base1 { virtual __host__ __device__ ~Base1() { } };
struct Derived1 : Base1 { };
__global__ void kern(void) { Derived1 d; }
void host_side(void) { Derived1 d; }
