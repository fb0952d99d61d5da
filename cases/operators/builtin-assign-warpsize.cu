/*---
section: I.4.5.1
clause: operator.builtin-no-assign
description: "Device code assigns to a built-in variable: warpSize = 16;"
verdict: error
---*/
__global__ void kern(int *out)
{
  warpSize = 16;  // expect-error
  *out = 0;
}
