/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "Passing the value of a const host variable to a by-value parameter is allowed."
verdict: ok
---*/
const int xxx = 10;
__device__ int id(int v) { return v; }
__device__ int get(void) { return id(xxx); }
