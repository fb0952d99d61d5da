/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::min (a constexpr host function) in device code without --expt-relaxed-constexpr is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <algorithm>

__device__ int smaller(int a, int b)
{
  return std::min(a, b);  // expect-diag
}
