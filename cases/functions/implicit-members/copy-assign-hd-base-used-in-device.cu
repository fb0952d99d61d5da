/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "An implicit copy assignment operator used from device code may call a __host__ __device__ base assignment operator."
verdict: ok
---*/
struct Base {
  int x;
  __host__ __device__ Base &operator=(const Base &o) { x = o.x; return *this; }
};
struct Derived : Base { int y; };
__device__ void dev(Derived &a, const Derived &b) { a = b; }
void host_side(Derived &a, const Derived &b) { a = b; }
