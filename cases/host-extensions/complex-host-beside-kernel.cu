/*---
section: I.4.1
clause: hostext.complex-host-only
description: "_Complex in host code of a translation unit that also has device code is fine; the device code uses plain doubles."
verdict: ok
---*/
__global__ void mul(const double *a, const double *b, double *out)
{
  out[0] = a[0] * b[0] - a[1] * b[1];
  out[1] = a[0] * b[1] + a[1] * b[0];
}

void to_pair(_Complex double z, double *p)
{
  p[0] = __real__ z;
  p[1] = __imag__ z;
}
