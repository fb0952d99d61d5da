/*---
section: I.4.10.2
clause: global.no-static-member
description: "Defining a static __global__ member function in the class is rejected."
verdict: error
---*/
struct S {
  static __global__ void kern(int *out) { *out = 1; } // expect-error
};
