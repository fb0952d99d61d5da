/*---
section: I.4.20.8
clause: global.param-no-rvalue-reference
description: "Rvalue reference parameters are allowed for __device__ functions."
verdict: ok
---*/
__device__ int take(int &&r) { return r + 1; }
__global__ void k(int *out) { *out = take(41); }
