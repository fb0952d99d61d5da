/*---
section: I.4.9.2
clause: function.defaulted-not-first-declaration
description: "A constructor declared __device__ and defaulted out of class is not inferred: host code cannot use it."
verdict: error
---*/
struct A {
  __device__ A();
  int v;
};
__device__ A::A() = default;
int host_side(void) {
  A a; // expect-error
  a.v = 1;
  return a.v;
}
