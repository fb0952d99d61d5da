/*---
section: I.4.1
clause: hostext.complex-host-only
description: A __host__ __device__ function using _Complex, called from a kernel, is diagnosed (device code).
verdict: diagnose
---*/
__host__ __device__ double square_re(double re, double im)
{
  _Complex double z = re;  // expect-diag
  const double *parts = (const double *)&z;
  return parts[0] * parts[0] - im * im;
}

__global__ void kern(double *out)
{
  *out = square_re(2.0, 3.0);
}
