/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::array::operator[] in device code without --expt-relaxed-constexpr is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <array>

__device__ int second(void)
{
  std::array<int, 4> a = {{1, 2, 3, 4}};
  return a[1];  // expect-diag
}
