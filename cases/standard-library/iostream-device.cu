/*---
section: I.4.8
clause: stdlib.host-only
description: "Device code using std::cout in a kernel is rejected."
verdict: error
std: c++17
---*/
#include <iostream>

__global__ void kern(void)
{
  std::cout << "hello";  // expect-error
}
