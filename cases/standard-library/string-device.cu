/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using a std::string temporary in a __device__ function is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <string>

__device__ int len(void)
{
  return (int)std::string("device").size();  // expect-diag
}
