/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Device code using the GNU __typeof__ operator is diagnosed.
verdict: diagnose
---*/
__device__ int f(int x)
{
  __typeof__(x) y = x + 1;  // expect-diag
  return y;
}
