/*---
section: I.4.9.8
clause: global.no-operator
description: "A __device__ operator function used in a kernel is allowed."
verdict: ok
---*/
struct V { int x; };
__device__ V operator+(V a, V b) { return V{a.x + b.x}; }
__global__ void kern(V a, V b, int *out) { *out = (a + b).x; }
