/*---
section: I.4.7
clause: exception.no-device
description: A throw expression in a kernel is diagnosed.
verdict: diagnose
---*/
__global__ void kern(int *p)
{
  if (!p)
    throw "null";  // expect-diag
  *p = 1;
}
