/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::accumulate (not constexpr in C++17) in a __device__ function is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <numeric>

__device__ int total(const int *a, int n)
{
  return std::accumulate(a, a + n, 0);  // expect-diag
}
