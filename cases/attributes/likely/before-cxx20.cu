/*---
section: I.4.17
clause: attr.likely-unlikely
description: "Under -std=c++11 [[likely]] in device code is accepted."
verdict: ok
note: "An unknown-attribute warning is allowed; an error is not."
revisions:
  c++11: {std: "c++11"}
  c++17: {std: "c++17", note: "Under -std=c++17 (attribute syntax supported, attributes not yet standard) [[likely]] in device code is accepted."}
---*/
__device__ int clamp_pos(int v) {
  if (v > 0) [[likely]] {
    return v;
  }
  return 0;
}
