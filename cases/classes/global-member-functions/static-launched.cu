/*---
section: I.4.10.2
clause: global.no-static-member
description: "A static __global__ member function launched from host code: the declaration is rejected."
verdict: error
---*/
struct S {
  static __global__ void kern(int *out) { *out = 1; } // expect-error
};
void launch(int *out) { S::kern<<<1, 1>>>(out); }
