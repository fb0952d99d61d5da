/*---
section: I.4.9.2
clause: function.virtual-dtor-override-space
description: "An implicit destructor overriding a __host__-only virtual destructor (defaulted out of class) gets __host__ added; destroyed in device code it would call the __host__-only base destructor."
verdict: error
note: "The rule makes the implicit ~Derived3 (declared at line 9) __host__ __device__ while it calls the __host__-only ~Base3: a compiler may report that at the implicit destructor (line 9) or at its use in the kernel (line 10), so both lines are one group (issue 23 review, F1b)."
---*/
struct Base3 { virtual ~Base3(); };
Base3::~Base3() = default;
struct Derived3 : Base3 { };  // expect-error-any(dtor)
__global__ void kern(void) { Derived3 d; } // expect-error-any(dtor)
