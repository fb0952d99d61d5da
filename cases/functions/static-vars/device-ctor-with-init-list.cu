/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static of a class whose default constructor has a non-empty initializer list is rejected."
verdict: error
---*/
struct C {
  int x;
  __device__ C() : x(1) { }
};
__device__ int f(void) {
  static C c; // expect-error
  return c.x;
}
