/*---
section: B.1.3
clause: extensions.global-not-device
description: "__global__ and __device__ together on a declaration without a body (and spelled as attributes) are rejected."
verdict: error
---*/
__global__ void ok_kernel(float *p);
__device__ __global__ void proto(float *p); // expect-error
__attribute__((global)) __attribute__((device)) void attr_proto(int); // expect-error
