/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using a std::vector temporary in a kernel is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <vector>

__global__ void kern(int *out)
{
  *out = (int)std::vector<int>(3, 1).size();  // expect-diag
}
