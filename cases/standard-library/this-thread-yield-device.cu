/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::this_thread::yield in a kernel is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <thread>

__global__ void kern(void)
{
  std::this_thread::yield();  // expect-diag
}
