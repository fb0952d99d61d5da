/*---
section: I.4.9.1
clause: function.extern-linkage-same-unit
description: "Declaring an extern __device__ function that device code never calls needs no definition."
verdict: ok
---*/
extern __device__ int twice(int v);

__global__ void kern(int *out) { *out = 42; }
