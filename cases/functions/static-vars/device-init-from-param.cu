/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static in a __device__ function initialized from a parameter is rejected."
verdict: error
---*/
__device__ int f(int p) {
  static int v = p; // expect-error
  return v;
}
