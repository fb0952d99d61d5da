/*---
section: I.4.9.5
clause: function.device-address-in-host
description: "Passing a __device__ function as a kernel argument from host code takes its address in host code: rejected."
verdict: error
---*/
__device__ int dfn(int x) { return x; }
__global__ void kern(int (*fp)(int), int *out) { *out = fp(3); }
void launch(int *out) {
  kern<<<1, 1>>>(dfn, out); // expect-error
}
