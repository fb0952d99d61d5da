/*---
section: I.4.8
clause: stdlib.host-only
description: "std::initializer_list members in device code are specified otherwise (I.4.20.2) and allowed."
verdict: ok
std: c++17
---*/
#include <initializer_list>

__device__ int sum(std::initializer_list<int> xs)
{
  int s = 0;
  for (const int *p = xs.begin(); p != xs.end(); ++p) s += *p;
  return s + (int)xs.size();
}

__global__ void kern(int *out)
{
  *out = sum({10, 20, 9});
}
