/*---
section: I.4.9.2
clause: function.virtual-dtor-override-space
description: "~Derived2 has __device__ from the overridden ~Base2; a host caller adds __host__, and the host side cannot call the __device__-only ~Base2."
verdict: error
note: "The union for ~Derived2 is {__device__ (from ~Base2), __host__ (from host_side)}; its host side calls the __device__-only ~Base2 (and no longer matches the overridden __device__ destructor)."
---*/
struct Base2 { virtual __device__ ~Base2(); };
__device__ Base2::~Base2() = default;
struct Derived2 : Base2 { };
void host_side(void) { Derived2 d; } // expect-error
