/*---
section: I.4.5.1
clause: operator.builtin-no-assign
description: "Device code assigns to a built-in variable: threadIdx.x++;"
verdict: error
---*/
__global__ void kern(int *out)
{
  threadIdx.x++;  // expect-error
  *out = 0;
}
