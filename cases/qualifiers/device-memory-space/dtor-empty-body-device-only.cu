/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.empty-body
description: "A __device__ variable of a class whose __device__ destructor body is an empty compound statement."
verdict: ok
---*/
struct Sample {
    float v;
    __device__ ~Sample() {}
};

__device__ Sample sample;
__global__ void k(float *out) { *out = sample.v; }
