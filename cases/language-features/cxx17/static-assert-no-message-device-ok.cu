/*---
section: I.3
clause: features.cxx17.static-assert-message-optional
description: "static_assert without a message in a __device__ function, -std=c++17"
verdict: ok
std: c++17
---*/
__device__ int bytes_of_int() {
  static_assert(sizeof(int) == 4);
  return 4;
}
