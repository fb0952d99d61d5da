/*---
section: I.4.20.8
clause: global.param-no-rvalue-reference
description: "A __device__ function (not __global__) with an rvalue reference parameter, called from a kernel with a temporary"
verdict: ok
---*/
struct Buf {
  int v;
};
__device__ int take(Buf &&b) { return b.v * 2; }
__global__ void kern(int *p) { *p = take(Buf{*p}); }
