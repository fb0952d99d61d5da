/*---
section: I.4.1
clause: hostext.complex-host-only
description: A __device__ variable of _Complex type is diagnosed.
verdict: diagnose
---*/
__device__ _Complex float gz;  // expect-diag
