/*---
section: I.4.9.8
clause: global.no-operator
description: "A __host__ __device__ member operator function is allowed."
verdict: ok
---*/
struct V {
  int x;
  __host__ __device__ V operator*(int k) const { return V{x * k}; }
  __host__ __device__ int operator[](int) const { return x; }
};
__global__ void kern(V a, int *out) { *out = (a * 3)[0]; }
