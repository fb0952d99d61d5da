/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "An implicit copy constructor used in host and device code is __host__ __device__ and calls a __host__ __device__ base copy constructor."
verdict: ok
---*/
struct Base {
  int x;
  __host__ __device__ Base() : x(1) {}
  __host__ __device__ Base(const Base &o) : x(o.x) {}
};
struct Derived : Base { int y = 2; };
__device__ int dev(const Derived &d) { Derived c(d); return c.x; }
int host_side(const Derived &d) { Derived c(d); return c.x; }
