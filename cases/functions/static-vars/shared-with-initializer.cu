/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static __shared__ variable with an initializer is rejected (as at namespace scope)."
verdict: error
---*/
__global__ void kern(int *out) {
  static __shared__ int s = 1; // expect-error
  *out = s;
}
