/*---
section: I.4.5.1
clause: operator.builtin-no-assign
description: "Device code assigns to a built-in variable: gridDim.z = 2;"
verdict: error
---*/
__global__ void kern(int *out)
{
  gridDim.z = 2;  // expect-error
  *out = 0;
}
