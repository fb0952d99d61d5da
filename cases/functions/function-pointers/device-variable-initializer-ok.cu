/*---
section: I.4.9.5
clause: function.device-address-in-host
description: "Initializing a __device__ pointer variable with a __device__ function address is device code: allowed."
verdict: ok
---*/
__device__ int dfn(int x) { return x + 1; }
__device__ int (*dp)(int) = dfn;
__global__ void kern(int *out) { *out = dp(1); }
