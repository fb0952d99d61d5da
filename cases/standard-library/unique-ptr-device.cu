/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::make_unique in a __device__ function is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <memory>

__device__ int boxed(void)
{
  return *std::make_unique<int>(5);  // expect-diag
}
