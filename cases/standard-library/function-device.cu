/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::function in a kernel is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <functional>

__global__ void kern(int *out)
{
  *out = std::function<int(int)>([](int x) { return x + 1; })(1);  // expect-diag
}
