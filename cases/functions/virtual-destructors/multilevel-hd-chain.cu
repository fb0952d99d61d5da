/*---
section: I.4.9.2
clause: function.virtual-dtor-override-space
description: "An implicit virtual destructor two levels below a __host__ __device__ virtual destructor is __host__ __device__."
verdict: ok
---*/
struct A { virtual __host__ __device__ ~A() { } };
struct B : A { };
struct C : B { };
__global__ void kern(void) { C c; }
void host_side(void) { C c; }
