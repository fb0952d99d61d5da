/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::cout in a kernel is diagnosed."
verdict: diagnose
std: c++17
---*/
#include <iostream>

__global__ void kern(void)
{
  std::cout << "hello";  // expect-diag
}
