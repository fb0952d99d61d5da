/*---
section: I.4.5.1
clause: operator.builtin-no-assign
description: "Device code assigns to a built-in variable: blockIdx.y = 1;"
verdict: error
---*/
__global__ void kern(int *out)
{
  blockIdx.y = 1;  // expect-error
  *out = 0;
}
