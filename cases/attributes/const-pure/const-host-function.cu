/*---
section: I.4.18
clause: attr.const-pure-supported
description: "__attribute__((const)) on a host function in a .cu file is accepted."
verdict: ok
---*/
__attribute__((const)) int square(int v) { return v * v; }
int host_side(int v) { return square(v) + square(v); }
__global__ void kern(int *out) { *out = 1; }
