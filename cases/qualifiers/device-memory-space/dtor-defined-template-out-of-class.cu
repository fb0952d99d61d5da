/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.defined
description: "A class template destructor defined, empty, out of class before a __constant__ variable of one specialization: defined at that point, so empty."
verdict: ok
---*/
template <typename T> struct Box {
    T v;
    __host__ __device__ ~Box();
};
template <typename T> __host__ __device__ Box<T>::~Box() {}

__constant__ Box<double> box;
__global__ void k(double *out) { *out = box.v; }
