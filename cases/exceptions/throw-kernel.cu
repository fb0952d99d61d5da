/*---
section: I.4.7
clause: exception.no-device
description: A throw expression in a kernel is rejected.
verdict: error
---*/
__global__ void kern(int *p)
{
  if (!p)
    throw "null";  // expect-error
  *p = 1;
}
