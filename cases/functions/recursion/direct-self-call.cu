/*---
section: I.4.9.6
clause: global.no-recursion
description: "A __global__ function calling itself directly is rejected."
verdict: error
---*/
__global__ void kern(int n) {
  if (n > 0)
    kern(n - 1); // expect-error
}
