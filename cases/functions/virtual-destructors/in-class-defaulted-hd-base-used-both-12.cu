/*---
section: "I.4.9.2"
clause: function.virtual-dtor-override-space-defaulted-in-class
description: "A virtual __host__ __device__ destructor defaulted on its first declaration keeps both spaces; the implicit destructor of a derived class gets them and is used in host and device code."
verdict: ok
---*/
struct Base {
    virtual __host__ __device__ ~Base() = default;
};
struct Derived : Base {
    int v;
};

__global__ void kern(int *out) {
    Derived d;
    d.v = 3;
    *out = d.v;
}
void host_fn(void) { Derived d; (void)d; }
