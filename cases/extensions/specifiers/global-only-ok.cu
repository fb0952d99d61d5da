/*---
section: B.1.3
clause: extensions.global-not-device
description: "A __global__ kernel calling a __device__ function, and a __host__ __device__ function: each declaration carries one allowed combination."
verdict: ok
---*/
__device__ int twice(int x) { return 2 * x; }
__host__ __device__ int thrice(int x) { return 3 * x; }
__global__ void k(int *p) { *p = twice(*p) + thrice(*p); }
void launch(int *p) { k<<<1, 1>>>(p); }
