/*---
section: "I.4.9.2"
clause: function.virtual-dtor-override-space
description: "An implicit destructor overriding a __device__ virtual destructor (defaulted out of class) gets __device__ added; a kernel deletes the derived object through the base pointer."
verdict: ok
---*/
struct Base {
    virtual __device__ ~Base();
    int b;
};
__device__ Base::~Base() = default;
struct Derived : Base {
    int d;
};

__global__ void kern(void) {
    Base *p = new Derived;
    delete p;
}
