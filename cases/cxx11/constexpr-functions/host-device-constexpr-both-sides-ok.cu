/*---
section: I.4.20.4
clause: constexpr.cross-space-call
description: "A __host__ __device__ constexpr function called from a __device__ function and from a host function (compatible spaces)"
verdict: ok
---*/
__host__ __device__ constexpr int clamp8(int v) { return v < 0 ? 0 : (v > 8 ? 8 : v); }
__device__ int dev_use(int v) { return clamp8(v); }
int host_use(int v) { return clamp8(v) + 1; }
