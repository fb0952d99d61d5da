/*---
section: I.4.7
clause: exception.no-device
description: A throw expression in a __device__ function is diagnosed.
verdict: diagnose
---*/
__device__ int checked_div(int a, int b)
{
  if (b == 0)
    throw 1;  // expect-diag
  return a / b;
}
