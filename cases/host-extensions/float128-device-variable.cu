/*---
section: I.4.1
clause: hostext.float128-host-only
description: A __device__ variable of type __float128 is diagnosed.
verdict: diagnose
---*/
__device__ __float128 acc;  // expect-diag
