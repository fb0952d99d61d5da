/*---
section: I.4.5.2
clause: operator.builtin-no-address
description: "Device code takes the address of a built-in variable: const unsigned *p = &threadIdx.x;"
verdict: error
---*/
__global__ void kern(unsigned *out)
{
  const unsigned *p = &threadIdx.x;  // expect-error
  *out = *p;
}
