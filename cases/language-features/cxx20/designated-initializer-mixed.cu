/*---
section: I.3
clause: features.cxx20.designated-initializers-order
description: "Mixing designated and positional initializers in device code is rejected"
since: "12.0"
verdict: error
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0. [dcl.init.aggr]: a designated-initializer-list has designators on every clause."
---*/
struct Des {
  int a;
  int b;
};

__global__ void kernel(int* out, int x) {
  Des d{.a = x, 7};  // expect-error
  *out = d.a + d.b;
}
