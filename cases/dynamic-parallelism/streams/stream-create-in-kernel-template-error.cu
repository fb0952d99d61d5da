/*---
section: "D.3.1.2"
clause: dp.streams.create-host-only
description: "cudaStreamCreate() in a __global__ function template, instantiated by a host launch: the host-only API fails to compile for the device."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
template <typename T>
__global__ void child(T *p) { *p = T(1); }

template <typename T>
__global__ void parent(T *p) {
    cudaStream_t s;
    cudaStreamCreate(&s); // expect-error
    child<T><<<1, 1, 0, s>>>(p);
}

template __global__ void parent<float>(float *);
