/*---
section: I.4.5.2
clause: operator.builtin-no-address
description: "Device code takes the address of a built-in variable: const uint3 *p = &blockIdx;"
verdict: error
---*/
__global__ void kern(unsigned *out)
{
  const uint3 *p = &blockIdx;  // expect-error
  *out = p->x;
}
