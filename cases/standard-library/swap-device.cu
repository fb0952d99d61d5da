/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::swap (not constexpr in C++17) in a __device__ function is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <utility>

__device__ void order(int &a, int &b)
{
  if (a > b)
    std::swap(a, b);  // expect-diag
}
