/*---
section: I.4.9.5
clause: function.device-address-in-host
description: "Taking the address of a __device__ function in device code is allowed."
verdict: ok
---*/
__device__ int dfn(int x) { return x + 1; }
__global__ void kern(int *out) {
  int (*p)(int) = &dfn;
  *out = p(1);
}
