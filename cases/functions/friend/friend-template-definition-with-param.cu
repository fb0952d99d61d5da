/*---
section: I.4.9.7
clause: global.no-friend-definition
description: "A __global__ function template with parameters defined in a friend declaration is rejected."
verdict: error
---*/
struct S {
  template <typename T>
  friend __global__ void run(T *p) { } // expect-error
};
