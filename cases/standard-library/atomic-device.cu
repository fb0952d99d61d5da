/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::atomic member functions in a __device__ function is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <atomic>

__device__ int bump(std::atomic<int> &a)
{
  return a.fetch_add(1);  // expect-diag
}
