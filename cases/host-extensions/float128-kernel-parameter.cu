/*---
section: I.4.1
clause: hostext.float128-host-only
description: A __global__ function with a __float128 parameter is diagnosed.
verdict: diagnose
---*/
__global__ void kern(__float128 v, double *out)  // expect-diag
{
  *out = (double)v;
}
