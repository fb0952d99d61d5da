/*---
section: "B.1.3"
clause: extensions.global-not-device
description: "A __global__ function template that calls a __device__ function template: each carries one execution space specifier, so both are valid."
verdict: ok
---*/
template <typename T> __device__ T twice(T x) { return x + x; }
template <typename T> __global__ void apply(T *p) { p[threadIdx.x] = twice(p[threadIdx.x]); }
template __global__ void apply<float>(float *);
void run(int *d) { apply<int><<<1, 32>>>(d); }
