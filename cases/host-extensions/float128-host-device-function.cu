/*---
section: I.4.1
clause: hostext.float128-host-only
description: A __host__ __device__ function using __float128, called from a kernel, is diagnosed (device code).
verdict: diagnose
---*/
__host__ __device__ double widen(double x)
{
  __float128 q = x;  // expect-diag
  return (double)(q + 1);
}

__global__ void kern(double *out)
{
  *out = widen(1.0);
}
