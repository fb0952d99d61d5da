/*---
section: I.4.17
clause: attr.likely-unlikely
description: "[[likely]] in a __host__ __device__ function is accepted by both compilations."
verdict: ok
std: c++20
---*/
__host__ __device__ int clamp_pos(int v) {
  if (v > 0) [[likely]] {
    return v;
  }
  return 0;
}
