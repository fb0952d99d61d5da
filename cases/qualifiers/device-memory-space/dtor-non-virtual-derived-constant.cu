/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.no-virtual
description: "A __constant__ variable of a derived class (non-virtual inheritance) with empty non-virtual destructors in base and derived."
verdict: ok
---*/
struct Base {
    int b;
    __host__ __device__ ~Base() {}
};
struct Derived : public Base {
    int d;
    __host__ __device__ ~Derived() {}
};

__constant__ Derived der;
__global__ void k(int *out) { *out = der.b + der.d; }
