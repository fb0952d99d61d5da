/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "An implicit constructor called only from device code is __device__ and may call a __device__-only base constructor."
verdict: ok
---*/
class Base {
  int x;
public:
  __device__ Base(void) : x(10) {}
};

class Derived : public Base {
  int y;
};

__device__ void foo(void) { Derived d; }
