/*---
section: I.4.1
clause: hostext.complex-host-only
description: A _Complex local in a __device__ function is diagnosed.
verdict: diagnose
---*/
__device__ double norm2(double re, double im)
{
  _Complex double z;  // expect-diag
  z = re;
  return (double)z * im;
}
