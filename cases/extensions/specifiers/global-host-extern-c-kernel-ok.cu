/*---
section: "B.1.3"
clause: extensions.global-not-host
description: "An extern \"C\" __global__ kernel declared, then defined, and a __host__ wrapper with the same parameters: separate declarations, each with one execution space."
verdict: ok
---*/
extern "C" __global__ void axpy(float a, const float *x, float *y);
extern "C" __global__ void axpy(float a, const float *x, float *y) {
    y[threadIdx.x] += a * x[threadIdx.x];
}
extern "C" __host__ void axpy_host(float a, const float *x, float *y) { axpy<<<1, 32>>>(a, x, y); }
