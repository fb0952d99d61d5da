/*---
section: I.4.10.2
clause: global.no-static-member
description: "A static __host__ __device__ member function is allowed."
verdict: ok
---*/
struct S {
  static __host__ __device__ int twice(int v) { return 2 * v; }
};
__global__ void kern(int *out) { *out = S::twice(21); }
int host_side(void) { return S::twice(1); }
