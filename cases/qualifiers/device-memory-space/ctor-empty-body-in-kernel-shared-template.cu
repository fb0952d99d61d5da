/*---
section: "I.4.3.1"
clause: memspace.empty-ctor.no-params-empty-body
description: "A __shared__ variable of a class template specialization whose default constructor has no parameters, no initializer list and an empty body."
verdict: ok
---*/
template <typename T> struct Acc {
    T sum;
    __device__ Acc() {}
    __device__ void add(T x) { atomicAdd(&sum, x); }
};

__global__ void k(float *out) {
    __shared__ Acc<float> acc;
    if (threadIdx.x == 0) acc.sum = 0.0f;
    __syncthreads();
    acc.add(1.0f);
    __syncthreads();
    if (threadIdx.x == 0) *out = acc.sum;
}
