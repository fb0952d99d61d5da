/*---
section: "I.4.9.2"
clause: function.virtual-dtor-override-space-defaulted-in-class
description: "~Derived overriding virtual __host__ ~Base() = default (defaulted on its first declaration) gets __host__ from it; destroying a Derived in a kernel calls the __host__-only base destructor and must be rejected."
verdict: error
note: "The explicitly __host__ specifier is kept because the destructor is defaulted on its first declaration with a specifier (the 12.x/13 reading); where the diagnostic lands is the compiler's choice."
---*/
struct Base {
    virtual __host__ ~Base() = default; // expect-error-any(dtor)
};
struct Derived : Base { // expect-error-any(dtor)
    int v;
};

__global__ void kern(int *out) {
    Derived d; // expect-error-any(dtor)
    d.v = 1;
    *out = d.v;
} // expect-error-any(dtor)
