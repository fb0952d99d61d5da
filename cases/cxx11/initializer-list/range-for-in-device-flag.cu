/*---
section: I.4.20.2
clause: initlist.host-device
description: "With --no-host-device-initializer-list, a range-based for over a std::initializer_list calls __host__ begin/end from device code."
verdict: error
flags: ["--no-host-device-initializer-list"]
---*/
#include <initializer_list>
__device__ int sum(std::initializer_list<int> in) {
  int s = 0;
  for (int v : in) s += v; // expect-error
  return s;
}
