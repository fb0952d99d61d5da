/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.defined
description: "A __shared__ variable whose class destructor is only defined, empty, after the kernel holding the variable: not defined at that point, so it must be rejected."
verdict: error
---*/
struct Scratch {
    int v[32];
    __device__ ~Scratch();
};

__global__ void k(int *out) {
    __shared__ Scratch s; // expect-error
    out[threadIdx.x] = s.v[threadIdx.x % 32];
}

__device__ Scratch::~Scratch() {}
