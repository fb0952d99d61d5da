/*---
section: I.4.9.1
clause: function.extern-linkage-same-unit
description: "An extern \"C\" __device__ function defined in the same file may be called from device code."
verdict: ok
---*/
extern "C" __device__ int twice_c(int v);

__global__ void kern(int *out) { *out = twice_c(21); }

extern "C" __device__ int twice_c(int v) { return 2 * v; }
