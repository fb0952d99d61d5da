/*---
section: I.4.1
clause: hostext.complex-host-only
description: A __device__ function with a _Complex parameter is diagnosed.
verdict: diagnose
---*/
__device__ float real_part(_Complex float z) { return 0.0f; }  // expect-diag
