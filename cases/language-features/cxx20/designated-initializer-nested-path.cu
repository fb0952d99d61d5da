/*---
section: I.3
clause: features.cxx20.designated-initializers-order
description: "A designator naming a member of a member (.a.x, C syntax) in a __device__ function: not a direct member"
since: "12.0"
verdict: error
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
__device__ Seg first() {
  return Seg{.a.x = 1.0f}; // expect-error
}
