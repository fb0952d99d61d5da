/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using a std::map temporary in a __device__ function is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <map>

__device__ int lookup(int k)
{
  return (int)std::map<int, int>{{1, 2}}.count(k);  // expect-diag
}
