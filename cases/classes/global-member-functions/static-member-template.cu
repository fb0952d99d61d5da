/*---
section: I.4.10.2
clause: global.no-static-member
description: "A static __global__ member function template is rejected."
verdict: error
---*/
struct S {
  template <typename T>
  static __global__ void kern(T *out) { } // expect-error
};
