/*---
section: "I.4.3.1"
clause: memspace.empty-ctor.defined
description: "A class template whose constructor is defined out of class before a __device__ variable of one specialization: the instantiated constructor is defined and empty."
verdict: ok
---*/
template <int N> struct Buf {
    int data[N];
    __host__ __device__ Buf();
};

template <int N> __host__ __device__ Buf<N>::Buf() {}

__device__ Buf<8> buf;
__global__ void k(int *out) { out[threadIdx.x] = buf.data[threadIdx.x % 8]; }
