/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "A copy constructor defaulted on its first declaration, used on both sides, is __host__ __device__."
verdict: ok
---*/
struct Base {
  int x;
  __host__ __device__ Base() : x(10) {}
  __host__ __device__ Base(const Base &o) : x(o.x) {}
};
struct Derived : Base {
  Derived() = default;
  Derived(const Derived &) = default;
};
__device__ int dev(const Derived &d) { Derived c(d); return c.x; }
int host_side(const Derived &d) { Derived c(d); return c.x; }
