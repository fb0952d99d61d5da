/*---
section: I.2
clause: features.cxx14.deduced-return-types-consistent
description: "A __device__ function with an auto return type whose two returns both deduce int"
verdict: ok
std: c++14
---*/
__device__ auto pick(bool b) {
  if (b) return 1;
  return 2;
}
__global__ void kern(int *p) { *p = pick(*p > 0); }
