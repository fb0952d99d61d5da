/*---
section: I.1
clause: features.cxx11.auto-storage-class-removed
description: "auto in a range-based for loop over an array in a __device__ function"
verdict: ok
std: c++11
---*/
__device__ int sum(const int (&a)[4]) {
  int s = 0;
  for (auto v : a) s += v;
  return s;
}
