/*---
section: I.4.20.2
clause: initlist.host-device
description: "std::initializer_list::begin and end are callable from a __device__ function by default."
verdict: ok
---*/
#include <initializer_list>
__device__ int first_plus_len(std::initializer_list<int> in) {
  return *in.begin() + (int)(in.end() - in.begin());
}
