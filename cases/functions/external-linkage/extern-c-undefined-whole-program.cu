/*---
section: I.4.9.1
clause: function.extern-linkage-same-unit
description: "An extern \"C\" __device__ function called from a kernel but defined nowhere in the file is rejected in whole-program mode."
verdict: error
diagnostics:
  - severity: error
    regex: "twice_c"
---*/
extern "C" __device__ int twice_c(int v);

__global__ void kern(int *out) { *out = twice_c(21); }
