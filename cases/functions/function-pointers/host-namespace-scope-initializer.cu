/*---
section: I.4.9.5
clause: function.device-address-in-host
description: "Initializing a namespace-scope host pointer variable with a __device__ function address is rejected."
verdict: error
---*/
__device__ int dfn(int x) { return x; }
int (*gp)(int) = dfn; // expect-error
