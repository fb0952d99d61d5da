/*---
section: I.4.20.2
clause: initlist.host-device
description: "std::initializer_list members are callable from a __host__ __device__ function used on both sides."
verdict: ok
---*/
#include <initializer_list>
__host__ __device__ int sum(std::initializer_list<int> in) {
  int s = 0;
  for (const int *p = in.begin(); p != in.end(); ++p) s += *p;
  return s;
}
__global__ void k(int *out) { *out = sum({1, 2}); }
int h() { return sum({3, 4}); }
