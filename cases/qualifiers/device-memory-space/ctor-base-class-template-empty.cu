/*---
section: "I.4.3.1"
clause: memspace.empty-ctor.bases
description: "A __constant__ variable whose class derives from a class template specialization with an empty user constructor: every base constructor is empty."
verdict: ok
---*/
template <typename T> struct Holder {
    T value;
    __host__ __device__ Holder() {}
};

struct Derived : Holder<float> {
    __host__ __device__ Derived() {}
};

__constant__ Derived c;
__global__ void k(float *out) { *out = c.value; }
