/*---
section: I.4.9.1
clause: function.extern-linkage-same-unit
description: "A __device__ function (reached from a kernel) calling an undefined extern __device__ function is rejected in whole-program mode."
verdict: error
diagnostics:
  - severity: error
    regex: "twice|_Z5twicei"
---*/
extern __device__ int twice(int v);

__device__ int helper(int v) { return twice(v) + 1; }
__global__ void kern(int *out) { *out = helper(20); }
