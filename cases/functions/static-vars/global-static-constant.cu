/*---
section: I.4.9.4
clause: function.static-var-memspace
description: "A static __constant__ variable in a __global__ function is allowed."
verdict: ok
---*/
__global__ void kern(int *out) {
  static __constant__ int table[2] = {3, 4};
  *out = table[1];
}
