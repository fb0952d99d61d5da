/*---
section: I.4.17
clause: attr.likely-unlikely
description: "[[unlikely]] on an else branch in device code is accepted."
verdict: ok
std: c++20
---*/
__device__ int sign(int v) {
  if (v >= 0) [[likely]] {
    return 1;
  } else [[unlikely]] {
    return -1;
  }
}
