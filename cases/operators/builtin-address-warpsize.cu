/*---
section: I.4.5.2
clause: operator.builtin-no-address
description: "Device code takes the address of a built-in variable: const int *p = &warpSize;"
verdict: error
---*/
__global__ void kern(unsigned *out)
{
  const int *p = &warpSize;  // expect-error
  *out = *p;
}
