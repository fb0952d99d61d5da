/*---
section: I.2
clause: features.cxx14.requires-cxx14-mode
description: "A variable template, a binary literal and a C++14 constexpr function in device code under -std=c++14"
verdict: ok
std: c++14
---*/
template <typename T> constexpr T ones = T(0b1111);
__host__ __device__ constexpr int pop(unsigned v) {
  int n = 0;
  while (v) { n += v & 1u; v >>= 1; }
  return n;
}
__global__ void kern(int *p) { *p = pop(ones<unsigned>); }
