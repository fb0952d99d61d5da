/*---
section: I.4.20.2
clause: initlist.host-device
description: "std::initializer_list members are callable from a lambda in a __global__ function by default."
verdict: ok
---*/
#include <initializer_list>
__global__ void k(int *out) {
  auto l = [](std::initializer_list<int> in) { return (int)in.size(); };
  *out = l({7, 8, 9, 10});
}
