/*---
section: I.4.5.1
clause: operator.builtin-no-assign
description: "Device code assigns to a built-in variable: blockDim.x = 32;"
verdict: error
---*/
__global__ void kern(int *out)
{
  blockDim.x = 32;  // expect-error
  *out = 0;
}
