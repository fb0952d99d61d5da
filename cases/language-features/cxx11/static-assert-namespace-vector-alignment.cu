/*---
section: I.1
clause: features.cxx11.static-assertions-failing
description: "A namespace-scope static_assert that double2 has 8-byte alignment (it has 16) is false"
verdict: error
std: c++11
---*/
static_assert(alignof(double2) == 8, "double2 alignment"); // expect-error
__global__ void kern(double2 *p) { p->x = 1.0; }
