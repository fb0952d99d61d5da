/*---
section: I.4.20.2
clause: initlist.host-device
description: "A range-based for over a std::initializer_list (member begin/end) works in device code by default."
verdict: ok
---*/
#include <initializer_list>
__device__ int sum(std::initializer_list<int> in) {
  int s = 0;
  for (int v : in) s += v;
  return s;
}
