/*---
section: I.4.9.2
clause: function.defaulted-not-first-declaration
description: "A constructor declared without specifiers and defaulted out of class is __host__; device code cannot use it."
verdict: error
---*/
struct A {
  A();
  int v;
};
A::A() = default;
__device__ void baz(void) {
  A a; // expect-error
  (void)a;
}
