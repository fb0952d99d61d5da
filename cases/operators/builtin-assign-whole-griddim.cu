/*---
section: I.4.5.1
clause: operator.builtin-no-assign
description: "Device code assigns to a built-in variable: gridDim = dim3(1, 1, 1);"
verdict: error
---*/
__global__ void kern(int *out)
{
  gridDim = dim3(1, 1, 1);  // expect-error
  *out = 0;
}
