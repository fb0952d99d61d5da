/*---
section: I.4.9.6
clause: global.no-recursion
description: "A __global__ function calling itself directly is rejected."
verdict: error
note: "The call of kern in kern has no execution configuration, which is ill-formed by itself (nvcc: \"a __global__ function call must be configured\"), so the error at this line does not show that a toolchain enforces the recursion ban; the clause has no breaking form of its own (see its reading)."
---*/
__global__ void kern(int n) {
  if (n > 0)
    kern(n - 1); // expect-error
}
