/*---
section: I.3
clause: features.cxx20.designated-initializers-order
description: "Designated initializers out of declaration order in device code are rejected"
since: "12.0"
verdict: error
std: c++20
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0. [dcl.init.aggr]: the designators shall name members in declaration order."
tags: [beyond-guide]
---*/
struct Des {
  int a;
  int b = 5;
  int c;
};

__global__ void kernel(int* out, int x) {
  Des d{.c = 7, .a = x};  // expect-error
  *out = d.a + d.c;
}
