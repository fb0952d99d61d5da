/*---
section: I.4.10.2
clause: global.no-static-member
description: "A static __global__ member function of a nested class is rejected."
verdict: error
---*/
struct Outer {
  struct Inner {
    static __global__ void kern(void) { } // expect-error
  };
};
