/*---
section: I.4.10.2
clause: global.no-static-member
description: "A static __device__ member function is allowed and callable from a kernel."
verdict: ok
---*/
struct S {
  static __device__ int twice(int v) { return 2 * v; }
};
__global__ void kern(int *out) { *out = S::twice(21); }
