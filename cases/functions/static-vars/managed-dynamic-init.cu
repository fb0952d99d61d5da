/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static __managed__ variable with dynamic initialization is rejected."
verdict: error
---*/
__global__ void kern(int p, int *out) {
  static __managed__ int m = p; // expect-error
  *out = m;
}
