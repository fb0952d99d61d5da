/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static of a class whose member has a non-empty constructor is rejected (the class constructor is not empty)."
verdict: error
---*/
struct M {
  int x;
  __device__ M() { x = 1; }
};
struct W {
  M m;
};
__device__ int f(void) {
  static W w; // expect-error
  return w.m.x;
}
