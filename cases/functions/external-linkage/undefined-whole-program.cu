/*---
section: I.4.9.1
clause: function.extern-linkage-same-unit
description: "In whole-program mode a kernel calling an extern __device__ function with no definition in the file is rejected."
verdict: error
diagnostics:
  - severity: error
    regex: "twice|_Z5twicei"
note: "The definition is missing from the compilation unit; nvcc reports it from ptxas (unresolved extern function), without a source line."
---*/
extern __device__ int twice(int v);

__global__ void kern(int *out) { *out = twice(21); }
