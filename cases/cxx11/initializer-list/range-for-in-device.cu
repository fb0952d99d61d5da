/*---
section: I.4.20.2
clause: initlist.host-device
description: "A range-based for over a std::initializer_list (member begin/end) works in device code by default."
verdict: ok
revisions:
  default: {}
  flag: {verdict: error, flags: ["--no-host-device-initializer-list"], note: "With --no-host-device-initializer-list, a range-based for over a std::initializer_list calls __host__ begin/end from device code."}
---*/
#include <initializer_list>
__device__ int sum(std::initializer_list<int> in) {
  int s = 0;
  for (int v : in) s += v; // expect-error[flag]
  return s;
}
