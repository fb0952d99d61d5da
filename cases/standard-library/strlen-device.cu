/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::strlen in a __device__ function is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <cstring>

__device__ unsigned long len(const char *s)
{
  return std::strlen(s);  // expect-diag
}
