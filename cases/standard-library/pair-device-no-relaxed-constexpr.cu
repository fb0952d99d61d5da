/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::make_pair (constexpr host function) in device code without --expt-relaxed-constexpr is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <utility>

__device__ int sum_pair(int a, int b)
{
  auto p = std::make_pair(a, b);  // expect-diag
  return p.first + p.second;
}
