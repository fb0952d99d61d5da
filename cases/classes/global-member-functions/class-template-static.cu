/*---
section: I.4.10.2
clause: global.no-static-member
description: "A static __global__ member function of a class template is rejected."
verdict: error
---*/
template <typename T>
struct S {
  static __global__ void kern(T *out) { } // expect-error
};
template struct S<int>;
