/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "A constructor defaulted on its first declaration is inferred like an implicit one: used from device code it may call a __device__-only base constructor."
verdict: ok
---*/
struct Base {
  int x;
  __device__ Base() : x(10) {}
};
struct Derived : Base {
  Derived() = default;
  int y;
};
__global__ void kern(int *out) { Derived d; *out = d.x; }
