/*---
section: "I.4.7"
clause: exception.global-no-spec
description: "A __global__ function template without exception specification calls a __device__ function with noexcept(false) and a __host__ __device__ function with noexcept(true)."
verdict: ok
---*/
__device__ int inc(int v) noexcept(false) { return v + 1; }
__host__ __device__ int dbl(int v) noexcept(true) { return 2 * v; }

template <typename T> __global__ void kern(T *p) { *p = dbl(inc(*p)); }
template __global__ void kern<int>(int *);
