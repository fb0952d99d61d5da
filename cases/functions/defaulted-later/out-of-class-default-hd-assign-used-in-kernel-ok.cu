/*---
section: "I.4.9.2"
clause: function.defaulted-not-first-declaration
description: "A copy assignment operator declared __host__ __device__ in the class and defaulted out of class keeps __host__ __device__, so device code may use it."
verdict: ok
---*/
struct P {
    int x, y;
    __host__ __device__ P &operator=(const P &);
};
__host__ __device__ P &P::operator=(const P &) = default;

__global__ void kern(P *out, P in) { *out = in; }
void host_copy(P &a, const P &b) { a = b; }
