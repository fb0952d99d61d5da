/*---
section: I.4.10.2
clause: global.no-static-member
description: "A static __global__ member function declared in the class and defined outside is rejected at the declaration."
verdict: error
note: "Both the in-class declaration and the out-of-class definition declare the static member function as __global__; both lines are expected to be diagnosed."
---*/
struct S {
  static __global__ void kern(int *out); // expect-error
};
__global__ void S::kern(int *out) { *out = 1; } // expect-error
