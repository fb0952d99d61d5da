/*---
section: I.4.10.2
clause: global.no-static-member
description: "Declaring a static __global__ member function is rejected."
verdict: error
---*/
struct S {
  static __global__ void kern(int *out); // expect-error
};
