/*---
section: "I.4.3.1"
clause: memspace.empty-ctor.no-virtual-no-nsdmi
description: "A class with non-virtual member functions and a static const data member initializer (not a non-static member initializer) and an empty constructor may be a __constant__ variable type."
verdict: ok
---*/
struct Limits {
    static const int max_items = 64;
    int used;
    __host__ __device__ Limits() {}
    __host__ __device__ int free_items() const { return max_items - used; }
};

__constant__ Limits lim;
__global__ void k(int *out) { *out = lim.free_items(); }
