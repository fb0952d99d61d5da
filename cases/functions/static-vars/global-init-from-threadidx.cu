/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static in a __global__ function initialized from threadIdx.x is rejected."
verdict: error
---*/
__global__ void kern(int *out) {
  static int v = threadIdx.x; // expect-error
  *out = v;
}
