/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::rand in a kernel is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <cstdlib>

__global__ void kern(int *out)
{
  *out = std::rand();  // expect-diag
}
