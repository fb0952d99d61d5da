/*---
section: I.3
clause: features.cxx20.designated-initializers-order
description: "Designated initializers in declaration order that skip a member, in a kernel"
since: "12.0"
verdict: ok
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
struct Cfg {
  int width;
  int height = 8;
  int depth;
};
__global__ void kern(int *p) {
  Cfg c{.width = 4, .depth = 2};
  *p = c.width * c.height * c.depth;
}
