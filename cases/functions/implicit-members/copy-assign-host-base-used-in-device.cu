/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "An implicit copy assignment operator used from device code cannot call a __host__-only base assignment operator."
verdict: error
---*/
struct Base {
  int x;
  Base &operator=(const Base &o) { x = o.x; return *this; }
};
struct Derived : Base { int y; };
__device__ void dev(Derived &a, const Derived &b) { a = b; } // expect-error
