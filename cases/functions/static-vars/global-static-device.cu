/*---
section: I.4.9.4
clause: function.static-var-memspace
description: "A static __device__ variable in a __global__ function is allowed."
verdict: ok
---*/
__global__ void kern(int *out) {
  static __device__ int counter;
  *out = ++counter;
}
