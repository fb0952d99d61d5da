/*---
section: I.4.1
clause: hostext.complex-host-only
description: A __device__ variable of _Complex type is rejected.
verdict: error
---*/
__device__ _Complex float gz;  // expect-error
