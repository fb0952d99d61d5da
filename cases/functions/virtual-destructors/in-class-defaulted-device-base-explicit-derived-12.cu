/*---
section: "I.4.9.2"
clause: function.virtual-dtor-override-space-defaulted-in-class
description: "A derived class with an explicitly __device__ destructor overriding virtual __device__ ~Base() = default, deleted through a base pointer in a kernel."
verdict: ok
---*/
struct Base {
    virtual __device__ ~Base() = default;
    int b = 0;
};
struct Derived : Base {
    __device__ ~Derived() override {}
};

__global__ void kern(void) {
    Base *p = new Derived;
    delete p;
}
