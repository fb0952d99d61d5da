/*---
section: I.4.9.4
clause: function.static-var-memspace
description: "A static __managed__ variable in a __global__ function is allowed."
verdict: ok
---*/
__global__ void kern(int *out) {
  static __managed__ int m;
  *out = m;
}
