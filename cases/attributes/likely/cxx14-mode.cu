/*---
section: I.4.17
clause: attr.likely-unlikely
description: "Under -std=c++14 [[unlikely]] in device code is accepted."
verdict: ok
std: c++14
note: "An unknown-attribute warning is allowed; an error is not."
---*/
__device__ int clamp_pos(int v) {
  if (v <= 0) [[unlikely]] {
    return 0;
  }
  return v;
}
