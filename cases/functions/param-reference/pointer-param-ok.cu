/*---
section: I.4.9.3
clause: global.param-no-reference
description: "Passing a pointer instead of a reference is allowed."
verdict: ok
---*/
__global__ void kern(int *x) { *x = 1; }
