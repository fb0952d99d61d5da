/*---
section: I.4.17
clause: attr.likely-unlikely
description: "[[likely]] on a statement inside a loop body in a kernel is accepted."
verdict: ok
std: c++20
---*/
__global__ void kern(int *data, int n) {
  for (int i = 0; i < n; ++i) {
    if (data[i] != 0) [[likely]] {
      data[i] *= 2;
    }
  }
}
