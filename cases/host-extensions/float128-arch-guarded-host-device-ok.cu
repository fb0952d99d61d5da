/*---
section: "I.4.1"
clause: hostext.float128-host-only
description: "A __host__ __device__ function uses __float128 only in the branch compiled when __CUDA_ARCH__ is not defined; device compilation never sees the type."
verdict: ok
---*/
__host__ __device__ double accumulate(const double *v, int n) {
#ifndef __CUDA_ARCH__
    __float128 acc = 0;
    for (int i = 0; i < n; ++i) acc += v[i];
    return (double)acc;
#else
    double acc = 0;
    for (int i = 0; i < n; ++i) acc += v[i];
    return acc;
#endif
}

__global__ void kern(const double *v, double *out) { *out = accumulate(v, 4); }
