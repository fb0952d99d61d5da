/*---
section: I.4.9.2
clause: function.virtual-dtor-override-space
description: "An implicit destructor overriding a __host__-only virtual destructor (defaulted out of class) gets __host__ added; destroyed in device code it would call the __host__-only base destructor."
verdict: error
---*/
struct Base3 { virtual ~Base3(); };
Base3::~Base3() = default;
struct Derived3 : Base3 { };
__global__ void kern(void) { Derived3 d; } // expect-error
