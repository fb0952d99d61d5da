/*---
section: "I.4.3.1"
clause: memspace.no-parameter
description: "A __device__ function takes a reference to a __device__ variable and a __host__ __device__ function a pointer to __constant__ data: the parameters themselves carry no memory space specifier."
verdict: ok
---*/
__device__ int counter;
__constant__ float table[8];

__device__ void bump(int &c) { ++c; }
__host__ __device__ float pick(const float *t, int i) { return t[i]; }

__global__ void kern(float *out) {
    bump(counter);
    out[threadIdx.x] = pick(table, threadIdx.x % 8);
}
