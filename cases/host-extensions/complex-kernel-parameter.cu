/*---
section: I.4.1
clause: hostext.complex-host-only
description: A __global__ function with a _Complex parameter is diagnosed.
verdict: diagnose
---*/
__global__ void kern(_Complex double z, double *out)  // expect-diag
{
  *out = __real__ z;
}
