/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.bases
description: "A __shared__ variable whose class has a class template base with a trivial destructor and another base with an empty destructor."
verdict: ok
---*/
template <typename T> struct Pod {
    T raw;
};
struct Tagged {
    int tag;
    __device__ ~Tagged() {}
};
struct Slot : Pod<float>, Tagged {
    __device__ ~Slot() {}
};

__global__ void k(float *out) {
    __shared__ Slot s;
    if (threadIdx.x == 0) s.raw = 1.0f;
    __syncthreads();
    out[threadIdx.x] = s.raw;
}
