/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::sort (not constexpr in C++17) in a __device__ function is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <algorithm>

__device__ void sort4(int *a)
{
  std::sort(a, a + 4);  // expect-diag
}
