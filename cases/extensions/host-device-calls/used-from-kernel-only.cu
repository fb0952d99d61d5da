/*---
section: B.1.2
clause: extensions.host-device-calls-device
description: "A __host__ __device__ function called only from a kernel still has a host compilation of its body: its call to a __device__ function is rejected."
verdict: error
requires: {toolchains: [nvcc, clang, checker]}
---*/
__device__ float load(const float *p) { return __ldg(p); }
__host__ __device__ float get(const float *p, int i) { return load(p + i); } // expect-error
__global__ void k(const float *in, float *out) { out[threadIdx.x] = get(in, threadIdx.x); }
