/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "An implicit copy constructor used from device code is __device__; it cannot call a __host__-only base copy constructor."
verdict: error
---*/
struct Base {
  int x;
  __host__ __device__ Base() : x(1) {}
  Base(const Base &o) : x(o.x) {}
};
struct Derived : Base { int y; };
__device__ int dev(const Derived &d) { Derived c(d); return c.x; } // expect-error
