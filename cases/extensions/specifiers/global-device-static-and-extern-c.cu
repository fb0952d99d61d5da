/*---
section: "B.1.3"
clause: extensions.global-not-device
description: "The combination __global__ __device__ on an extern \"C\" kernel and on a static (internal linkage) kernel template must be rejected."
verdict: error
---*/
extern "C" __device__ __global__ void c_kernel(int *p) { *p = 0; } // expect-error

template <int N>
static __global__ __device__ void fill(int *p) { p[threadIdx.x] = N; } // expect-error
