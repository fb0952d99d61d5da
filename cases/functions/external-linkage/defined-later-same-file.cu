/*---
section: I.4.9.1
clause: function.extern-linkage-same-unit
description: "An extern __device__ function declared first and defined later in the same file may be called from a kernel."
verdict: ok
---*/
extern __device__ int twice(int v);

__global__ void kern(int *out) { *out = twice(21); }

__device__ int twice(int v) { return 2 * v; }
