/*---
section: "B.1.3"
clause: extensions.global-not-host
description: "An explicitly __host__ function launches a __global__ kernel and a static __global__ kernel calls a __host__ __device__ helper: no declaration combines __global__ with __host__."
verdict: ok
---*/
__host__ __device__ int clampi(int v) { return v < 0 ? 0 : v; }
static __global__ void k(int *p) { p[threadIdx.x] = clampi(p[threadIdx.x]); }
__host__ void launch(int *d) { k<<<1, 32>>>(d); }
