/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::numeric_limits<int>::max() in device code without --expt-relaxed-constexpr is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <limits>

__device__ int biggest(void)
{
  return std::numeric_limits<int>::max();  // expect-diag
}
