/*---
section: I.4.17
clause: attr.likely-unlikely
description: "Under -std=c++11 [[likely]] in device code is accepted."
verdict: ok
std: c++11
note: "An unknown-attribute warning is allowed; an error is not."
---*/
__device__ int clamp_pos(int v) {
  if (v > 0) [[likely]] {
    return v;
  }
  return 0;
}
