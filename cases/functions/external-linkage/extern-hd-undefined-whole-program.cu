/*---
section: I.4.9.1
clause: function.extern-linkage-same-unit
description: "An extern __host__ __device__ function called from a kernel but not defined in the file is rejected in whole-program mode."
verdict: error
diagnostics:
  - severity: error
    regex: "twice|_Z5twicei"
---*/
extern __host__ __device__ int twice(int v);

__global__ void kern(int *out) { *out = twice(21); }
