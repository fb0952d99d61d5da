/*---
section: I.2
clause: features.cxx14.deduced-return-types-consistent
description: "A __device__ function whose return statements deduce different types is rejected"
since: "9.0"
verdict: error
std: c++14
---*/
__device__ auto pick(bool b) {
  if (b) return 1;
  return 2.0;  // expect-error
}

__global__ void kernel(int* out, int x) { *out = pick(x > 0); }
