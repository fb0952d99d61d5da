/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::mutex::lock in a __device__ function is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <mutex>

__device__ void locked(std::mutex &m)
{
  m.lock();  // expect-diag
}
