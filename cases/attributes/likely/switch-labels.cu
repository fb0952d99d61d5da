/*---
section: I.4.17
clause: attr.likely-unlikely
description: "[[likely]] and [[unlikely]] on switch case labels in device code are accepted."
verdict: ok
std: c++20
---*/
__device__ int pick(int v) {
  switch (v) {
  [[likely]] case 0:
    return 10;
  [[unlikely]] case 1:
    return 20;
  default:
    return 0;
  }
}
