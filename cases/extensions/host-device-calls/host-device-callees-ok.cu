/*---
section: B.1.2
clause: extensions.host-device-calls-device
description: "A __host__ __device__ function may call __host__ __device__ functions, and a __device__ function or kernel may call __device__ functions."
verdict: ok
---*/
__device__ int dev_only(int x) { return x + 1; }
__host__ __device__ int both(int x) { return 2 * x; }
__host__ __device__ int caller(int x) { return both(x) + both(x + 1); }
__device__ int dev_caller(int x) { return dev_only(x) + caller(x); }
__global__ void k(int *p) { *p = dev_caller(*p) + dev_only(*p); }
int host_side(int x) { return caller(x); }
