/*---
section: I.4.10.2
clause: global.no-static-member
description: "A static host member function wrapping a namespace-scope kernel launch is the allowed alternative."
verdict: ok
---*/
__global__ void kern_impl(int *out) { *out = 1; }
struct S {
  static void launch(int *out) { kern_impl<<<1, 1>>>(out); }
};
