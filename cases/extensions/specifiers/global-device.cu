/*---
section: B.1.3
clause: extensions.global-not-device
description: "__global__ and __device__ on one function declaration are rejected, in either order."
verdict: error
---*/
__device__ __global__ void k1(int *p) { *p = 1; } // expect-error
__global__ __device__ void k2(int *p) { *p = 2; } // expect-error
