/*---
section: I.4.9.7
clause: global.no-friend-definition
description: "The restriction is for __global__ functions: a __device__ function may be defined in a friend declaration."
verdict: ok
---*/
struct Data {
  int v;
  friend __device__ int twice(Data d) { return 2 * d.v; }
};
__global__ void kern(Data d, int *out) { *out = twice(d); }
