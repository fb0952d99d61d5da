/*---
section: B.1.3
clause: extensions.global-not-host
description: "__global__ and __host__ on one function declaration are rejected, also with __device__ added."
verdict: error
---*/
__host__ __global__ void k1(int *p) { *p = 1; } // expect-error
__global__ __host__ void k2(int *p) { *p = 2; } // expect-error
__host__ __device__ __global__ void k3(int *p) { *p = 3; } // expect-error
