/*---
section: I.4.9.1
clause: function.extern-linkage-same-unit
description: "An extern __host__ __device__ function defined in the same file may be called from a kernel and from host code."
verdict: ok
---*/
extern __host__ __device__ int twice(int v);

__global__ void kern(int *out) { *out = twice(21); }
int host_side(void) { return twice(4); }

__host__ __device__ int twice(int v) { return 2 * v; }
