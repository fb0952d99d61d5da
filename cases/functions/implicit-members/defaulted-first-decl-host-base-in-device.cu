/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "A constructor defaulted on its first declaration and used from device code is __device__; it cannot call a __host__-only base constructor."
verdict: error
---*/
struct Base {
  int x;
  Base() : x(10) {}
};
struct Derived : Base {
  Derived() = default;
  int y;
};
__global__ void kern(int *out) { Derived d; *out = d.x; } // expect-error
