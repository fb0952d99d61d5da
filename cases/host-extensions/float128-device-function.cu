/*---
section: I.4.1
clause: hostext.float128-host-only
description: A __device__ function computing with __float128 is diagnosed.
verdict: diagnose
---*/
__device__ double twice(double x)
{
  __float128 q = x;  // expect-diag
  q = q * 2;
  return (double)q;
}
