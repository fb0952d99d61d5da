/*---
section: I.4.9.7
clause: global.no-friend-definition
description: "A __host__ __device__ function may be defined in a friend declaration."
verdict: ok
---*/
struct Data {
  int v;
  friend __host__ __device__ int twice(Data d) { return 2 * d.v; }
};
__global__ void kern(Data d, int *out) { *out = twice(d); }
int host_side(Data d) { return twice(d); }
