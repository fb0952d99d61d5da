/*---
section: I.4.5.2
clause: operator.builtin-no-address
description: "Device code takes the address of a built-in variable: const dim3 *p = &gridDim;"
verdict: error
---*/
__global__ void kern(unsigned *out)
{
  const dim3 *p = &gridDim;  // expect-error
  *out = p->x;
}
