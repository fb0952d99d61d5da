/*---
section: I.3
clause: features.cxx20.designated-initializers-order
description: "Nested braced designated initializers returned from a __host__ __device__ function"
since: "12.0"
verdict: ok
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
struct Point {
  float x, y;
};
struct Seg {
  Point a, b;
};
__host__ __device__ Seg unit() { return Seg{.a = {.x = 0.0f, .y = 0.0f}, .b = {.x = 1.0f, .y = 1.0f}}; }
