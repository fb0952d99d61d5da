/*---
section: I.1
clause: features.cxx11.delegating-constructors-cycle
description: "A __host__ __device__ constructor chain that ends in a target constructor (no cycle)"
verdict: ok
std: c++11
---*/
struct Range {
  int lo, hi;
  __host__ __device__ Range(int l, int h) : lo(l), hi(h) {}
  __host__ __device__ explicit Range(int h) : Range(0, h) {}
};
__global__ void kern(int *p) {
  Range r(*p);
  *p = r.hi - r.lo;
}
