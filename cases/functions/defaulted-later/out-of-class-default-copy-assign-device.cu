/*---
section: I.4.9.2
clause: function.defaulted-not-first-declaration
description: "A copy assignment operator declared without specifiers and defaulted out of class is __host__; device code cannot call it."
verdict: error
---*/
struct A {
  A &operator=(const A &);
  int v;
};
A &A::operator=(const A &) = default;
__device__ void dev(A &x, const A &y) {
  x = y; // expect-error
}
