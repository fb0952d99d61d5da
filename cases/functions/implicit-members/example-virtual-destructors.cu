/*---
section: I.4.9.2
clause: function.virtual-dtor-override-space
description: "Guide example: ~Derived1 gets __host__ __device__ from ~Base1, ~Derived2 gets __device__ from the out-of-class defaulted ~Base2."
verdict: ok
tags: [example]
---*/
struct Base1 { virtual __host__ __device__ ~Base1() { } };
struct Derived1 : Base1 { }; // implicitly-declared virtual destructor
                             // ~Derived1 has __host__ __device__ 
                             // execution space specifiers

struct Base2 { virtual __device__ ~Base2(); };
__device__ Base2::~Base2() = default;
struct Derived2 : Base2 { }; // implicitly-declared virtual destructor
                             // ~Derived2 has __device__ execution 
                             // space specifiers 
