/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.no-virtual
description: "A __shared__ variable of a class with an empty destructor but another virtual member function must be rejected: the class has a virtual function."
verdict: error
---*/
struct Shape {
    float area;
    __device__ virtual float get() const { return area; }
    __device__ ~Shape() {}
};

__global__ void k(float *out) {
    __shared__ Shape s; // expect-error
    out[0] = s.area;
}
