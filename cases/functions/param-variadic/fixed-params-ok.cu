/*---
section: I.4.9.3
clause: global.param-no-variadic
description: "A __global__ function with a fixed parameter list is allowed."
verdict: ok
---*/
__global__ void kern(int a, double b, const char *c) { }
